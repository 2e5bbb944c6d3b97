import type { CollectionConfig } from 'payload'
import { anyone, signedIn } from '@/access'

/** Images used on pages, banners and popups. Documents for download live with the posts that own them. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '이미지', plural: '이미지' },
  admin: { group: '콘텐츠', useAsTitle: 'alt' },
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
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
    staticDir: 'data/media',
    mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/x-icon'],
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1920, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
}
