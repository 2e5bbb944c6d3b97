import type { Block, Field } from 'payload'

/**
 * Dates as Korean staff write them: `2026.11.25 05:10` (24-hour clock). Payload reads `admin.dateFormat` only in
 * lists, filters and the document header; its date picker keeps an American default (`MMM d, yyy h:mm a`) unless
 * each date field names its own `admin.date.displayFormat` and `timeFormat`. So the config sets the root format
 * and `koreanDateFields` (applied by `staffAdminPlugin`) gives every date field the matching one for its picker, including fields added later.
 */
export const adminDateTimeFormat = 'yyyy.MM.dd HH:mm'
export const adminDateFormat = 'yyyy.MM.dd'
export const adminTimeFormat = 'HH:mm'

type PickerAppearance = 'dayAndTime' | 'dayOnly' | 'default' | 'monthOnly' | 'timeOnly'

const displayFormats: Record<PickerAppearance, string> = {
  dayAndTime: adminDateTimeFormat,
  // Payload's `default` picker is a day without time.
  default: adminDateFormat,
  dayOnly: adminDateFormat,
  monthOnly: 'yyyy.MM',
  timeOnly: adminTimeFormat,
}

function koreanDate(field: Field): Field {
  if (field.type !== 'date') return field
  const date = field.admin?.date ?? {}
  const appearance = (date.pickerAppearance ?? 'default') as PickerAppearance
  // Only what the field leaves open; a field that names its own format keeps it.
  const withTime = appearance === 'dayAndTime' || appearance === 'timeOnly'
  const filled = {
    displayFormat: displayFormats[appearance],
    // The time list of the picker (Payload's default is `h:mm aa`), headed 시각 (react-datepicker's "Time").
    ...(withTime ? { timeFormat: adminTimeFormat } : {}),
    ...date,
    ...(withTime ? { overrides: { timeCaption: '시각', ...date.overrides } } : {}),
  } as typeof date
  return { ...field, admin: { ...field.admin, date: filled } }
}

const withBlocks = (blocks: Block[]): Block[] => blocks.map((b) => ({ ...b, fields: koreanDateFields(b.fields) }))

/** The fields with every nested date field (groups, rows, tabs, arrays, blocks) given the Korean format. */
export function koreanDateFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    const own = koreanDate(field)
    if ('fields' in own && Array.isArray(own.fields)) return { ...own, fields: koreanDateFields(own.fields) } as Field
    if (own.type === 'tabs') {
      return { ...own, tabs: own.tabs.map((tab) => ({ ...tab, fields: koreanDateFields(tab.fields) })) }
    }
    if (own.type === 'blocks' && Array.isArray(own.blocks)) return { ...own, blocks: withBlocks(own.blocks) }
    return own
  })
}

/** A timestamp field (consent, answer, confirmation): day and time in the picker and the document view. */
export const dateTime = {
  pickerAppearance: 'dayAndTime',
  displayFormat: adminDateTimeFormat,
  timeFormat: adminTimeFormat,
} as const
