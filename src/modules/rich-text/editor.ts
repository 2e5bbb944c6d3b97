import { LinkFeature, lexicalEditor, UploadFeature } from '@payloadcms/richtext-lexical'
import type { FieldAffectingData } from 'payload'
import { isRichTextLink } from '@/validation/field-rules'

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
 */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'link' && feature.key !== 'upload'),
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
