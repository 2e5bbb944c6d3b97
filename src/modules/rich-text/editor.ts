import { LinkFeature, lexicalEditor, UploadFeature } from '@payloadcms/richtext-lexical'
import type { FieldAffectingData } from 'payload'

/** Link addresses staff may use in rich text: web pages, e-mail, telephone, and paths of this site. */
const allowedLink = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i

export const linkRuleMessage =
  '링크는 http://, https://, mailto:, tel: 로 시작하는 주소나 사이트 안의 경로(/…)만 쓸 수 있습니다.'

/** The link field's own check, kept beside Payload's: anything but the allowed schemes is refused on save. */
export function validateLinkUrl(value: unknown, siblingLinkType?: unknown): true | string {
  if (siblingLinkType === 'internal') return true
  if (typeof value !== 'string' || value.trim() === '' || /\s/.test(value.trim())) return linkRuleMessage
  return allowedLink.test(value.trim()) ? true : linkRuleMessage
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
