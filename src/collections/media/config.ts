import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { mediaAccess } from '@/access/media-access'
import { maxImageBytes } from '@/lib/body-limits'
import { env } from '@/lib/env'
import { userFacingError } from '@/lib/user-facing-error'
import { rootRelativeFileUrls } from '@/modules/files/file-urls'
import {
  detectImageType,
  dimensionsProblem,
  imageMimeTypes,
  oversizedImageMessage,
  readImageDimensions,
  rejectedImageMessage,
} from '@/modules/files/image-types'
import { servedFileRules } from '@/modules/files/served-files'
import { storedImageBase } from '@/modules/files/stored-names'

const staticDir = path.join(env.dataDir, 'media')

/** Images used on pages, banners and popups. Documents for download live with the posts that own them. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: '이미지', plural: '이미지' },
  admin: {
    group: '콘텐츠',
    useAsTitle: 'alt',
    // The list and the editor's image picker: a thumbnail with the file name, then what tells look-alike images
    // apart (size, upload date, where each is used). The storage plugin's own columns stay out of sight.
    defaultColumns: ['filename', 'alt', 'filesize', 'createdAt', 'usage'],
  },
  // Newest first: the picture staff just uploaded is the one they are looking for, in the list and the picker.
  defaultSort: '-createdAt',
  access: mediaAccess,
  hooks: {
    // Before Payload stores the file or makes its sizes: the content decides, and the stored name carries the
    // extension of what the file really is, so the server never serves it under another type.
    beforeOperation: [
      async ({ operation, req }) => {
        if ((operation !== 'create' && operation !== 'update') || !req.file) return
        if (req.file.size > maxImageBytes || req.file.data.length > maxImageBytes) {
          throw userFacingError(oversizedImageMessage, 413)
        }
        const type = await detectImageType(req.file.data, req.file.name)
        if (!type) throw userFacingError(rejectedImageMessage, 400)
        // Before sharp decodes it to make the sizes: a decompression bomb is refused from its header alone.
        const problem = dimensionsProblem(await readImageDimensions(req.file.data, type))
        if (problem) throw userFacingError(problem, 400)
        req.file.name = `${storedImageBase(req.file.name)}.${type.extension}`
        req.file.mimetype = type.mimeType
      },
    ],
    afterRead: [rootRelativeFileUrls],
  },
  fields: [
    {
      name: 'alt',
      label: '대체 텍스트',
      type: 'text',
      required: true,
      admin: { description: '이미지를 볼 수 없는 방문자에게 읽어 줄 설명입니다.' },
    },
    // Payload's own upload fields, given Korean column names and a readable size (merged by name with Payload's).
    { name: 'filename', label: '파일 이름', type: 'text' },
    {
      name: 'filesize',
      label: '크기',
      type: 'number',
      admin: { components: { Cell: '/components/admin/cells/media-cells#FileSizeCell' } },
    },
    {
      name: 'usage',
      label: '사용처',
      type: 'ui',
      admin: {
        components: {
          Field: false,
          Cell: '/components/admin/cells/media-cells#MediaUsageCell',
        },
      },
    },
  ],
  upload: {
    staticDir,
    ...servedFileRules(staticDir),
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
