import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

/** Whether any field, at any depth (groups, rows, tabs, arrays, blocks), is kept per locale. */
export function hasLocalizedFields(fields: Field[]): boolean {
  return fields.some((field) => {
    if ('localized' in field && field.localized) return true
    if ('fields' in field && Array.isArray(field.fields) && hasLocalizedFields(field.fields)) return true
    if (field.type === 'tabs')
      return (
        field.tabs.some((tab) => 'localized' in tab && tab.localized) ||
        field.tabs.some((tab) => hasLocalizedFields(tab.fields))
      )
    if (field.type === 'blocks') return (field.blocks ?? []).some((block) => hasLocalizedFields(block.fields))
    return false
  })
}

/**
 * The first thing on the edit form of a localized document: while its English version is edited, a banner says
 * so and offers 한국어로 전환, and saving an English version without Korean content asks first.
 */
const editingLanguageField: Field = {
  name: 'editingLanguage',
  label: '편집 언어',
  type: 'ui',
  admin: {
    components: { Field: '/components/admin/editing-language#EditingLanguage' },
    disableListColumn: true,
  },
}

/** Lists read the Korean title whatever the editing language (the English one, marked, when Korean is missing). */
function withKoreanTitleCell(fields: Field[], titleField: string | undefined): Field[] {
  return fields.map((field) =>
    'name' in field && field.name === titleField && 'localized' in field && field.localized && field.type === 'text'
      ? {
          ...field,
          admin: {
            ...field.admin,
            components: {
              ...field.admin?.components,
              Cell: '/components/admin/cells/korean-title-cell#KoreanTitleCell',
            },
          },
        }
      : field,
  )
}

function localizedCollection(collection: CollectionConfig): CollectionConfig {
  if (!hasLocalizedFields(collection.fields)) return collection
  return {
    ...collection,
    fields: [editingLanguageField, ...withKoreanTitleCell(collection.fields, collection.admin?.useAsTitle)],
  }
}

function localizedGlobal(global: GlobalConfig): GlobalConfig {
  if (!hasLocalizedFields(global.fields)) return global
  return { ...global, fields: [editingLanguageField, ...global.fields] }
}

/**
 * Every collection and global with localized fields, including ones added later, gets the editing-language banner
 * and guard; collections also get the Korean title in their lists (docs/decisions/0037-editing-language.md).
 */
export const editingLanguagePlugin: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map(localizedCollection),
  globals: (config.globals ?? []).map(localizedGlobal),
})
