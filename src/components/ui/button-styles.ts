/**
 * The site's two button looks, one colour family (the brand green): the primary action filled, a secondary action
 * (KRDS 보조 버튼: 목록, 취소) outlined in the same green. No action takes another colour.
 */
export const primaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800'

export const secondaryButtonClass =
  'inline-flex h-11 items-center justify-center rounded border border-brand-700 bg-white px-8 font-medium text-brand-700 hover:bg-brand-50'
