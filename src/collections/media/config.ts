import path from 'node:path'
import { APIError, type CollectionConfig } from 'payload'
import { anyone, signedIn } from '@/access'
import { env } from '@/lib/env'
import {
  detectImageType,
  imageMimeTypes,
  maxImageBytes,
  oversizedImageMessage,
  rejectedImageMessage,
} from '@/modules/files/image-types'

/** Images used on pages, banners and popups. Documents for download live with the posts that own them. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '이미지', plural: '이미지' },
  admin: { group: '콘텐츠', useAsTitle: 'alt' },
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  hooks: {
    // Before Payload stores the file or makes its sizes: the content decides, and the stored name carries the
    // extension of what the file really is, so the server never serves it under another type.
    beforeOperation: [
      async ({ operation, req }) => {
        if ((operation !== 'create' && operation !== 'update') || !req.file) return
        if (req.file.size > maxImageBytes || req.file.data.length > maxImageBytes) {
          throw new APIError(oversizedImageMessage, 413, undefined, true)
        }
        const type = await detectImageType(req.file.data)
        if (!type) throw new APIError(rejectedImageMessage, 400, undefined, true)
        const base = req.file.name.replace(/\.[^./\\]*$/, '') || 'image'
        req.file.name = `${base}.${type.extension}`
        req.file.mimetype = type.mimeType
      },
    ],
  },
  fields: [
    {
      name: 'alt',
      label: '대체 텍스트',
      type: 'text',
      required: true,
      admin: { description: '이미지를 볼 수 없는 방문자에게 읽어 줄 설명입니다.' },
    },
  ],
  upload: {
    staticDir: path.join(env.dataDir, 'media'),
    mimeTypes: imageMimeTypes,
    // Responsive sizes in webp (sharp); the original is kept too, for the rare page that needs it whole.
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1920, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
}
