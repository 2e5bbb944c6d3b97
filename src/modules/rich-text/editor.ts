import {
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  LinkFeature,
  lexicalEditor,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { FieldAffectingData } from 'payload'
import { deepMergeSimple } from 'payload/shared'
import { isRichTextLink } from '@/validation/field-rules'
import { lexicalKoTexts } from './editor-korean'

export const linkRuleMessage =
  '링크는 http://, https://, mailto:, tel: 로 시작하는 주소나 사이트 안의 경로(/…)만 쓸 수 있습니다.'

/** The link field's own check, kept beside Payload's: anything but the allowed schemes is refused on save. */
export function validateLinkUrl(value: unknown, siblingLinkType?: unknown): true | string {
  if (siblingLinkType === 'internal') return true
  return typeof value === 'string' && isRichTextLink(value) ? true : linkRuleMessage
}

/**
 * The rich-text editor of every collection. Links are limited to http, https, mailto and tel (and site paths), so a
 * `javascript:` or `data:` address typed or pasted by anyone never gets stored. Images go only to the image library
 * (`media`, checked by content and resized): an image picked, dropped or pasted — also as a pasted `data:` or http(s)
 * address — opens the upload drawer and is stored as an upload, never inline in the document.
 * A fixed toolbar sits above the text (staff do not have to know the `/` menu), with tables among its items.
 */
const lexicalRichTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link' && feature.key !== 'upload'),
    FixedToolbarFeature(),
    EXPERIMENTAL_TableFeature(),
    UploadFeature({ enabledCollections: ['media'] }),
    LinkFeature({
      fields: ({ defaultFields }) =>
        defaultFields.map((field: FieldAffectingData) =>
          field.name === 'url'
            ? ({
                ...field,
                validate: (value: unknown, options: { siblingData?: { linkType?: unknown } }) =>
                  validateLinkUrl(value, options?.siblingData?.linkType),
              } as FieldAffectingData)
            : field,
        ),
    }),
  ],
})

/**
 * The editor, with its Korean texts put over the editor's own: the editor merges its translations into the config
 * after the config's `i18n.translations` (so overrides there lose), hence the merge after it.
 */
export const richTextEditor: ReturnType<typeof lexicalEditor> = async (args) => {
  const adapter = await lexicalRichTextEditor(args)
  args.config.i18n.translations = deepMergeSimple(args.config.i18n.translations ?? {}, {
    ko: { lexical: lexicalKoTexts },
  })
  return adapter
}
