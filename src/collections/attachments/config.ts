import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { CollectionAfterReadHook, CollectionConfig } from 'payload'
import { attachmentAccess } from '@/access/attachment-access'
import { env } from '@/lib/env'
import { userFacingError } from '@/lib/user-facing-error'
import { detectDocumentType, rejectedDocumentMessage } from '@/modules/files/document-types'
import { rootRelativeFileUrls } from '@/modules/files/file-urls'
import { servedFileRules } from '@/modules/files/served-files'

const staticDir = path.join(env.dataDir, 'attachments')

/**
 * A post form lists its attachments by the `filename` Payload's upload field fetches for them (a POST to this
 * collection with the `X-Payload-HTTP-Method-Override: GET` header, from the signed-in admin), which is the stored
 * random name. For that read only, the name is the one the file was uploaded with, so staff recognise their files;
 * the file address (built from the stored name just before) and every other read keep the stored name.
 */
const originalNameInPostForms: CollectionAfterReadHook = ({ doc, req }) => {
  if (!req.user || req.headers?.get('x-payload-http-method-override') !== 'GET') return doc
  return typeof doc?.originalName === 'string' && doc.originalName ? { ...doc, filename: doc.originalName } : doc
}

/**
 * Documents attached to board posts. Files are stored under random names and served to visitors only through
 * `/api/files/{id}/download` (which counts downloads and restores the original name), so the collection itself
 * is staff-only.
 */
export const Attachments: CollectionConfig = {
  slug: 'attachments',
  labels: { singular: '첨부파일', plural: '첨부파일' },
  admin: {
    group: '게시판 관리',
    useAsTitle: 'originalName',
    defaultColumns: ['originalName', 'filesize', 'downloadCount'],
  },
  access: attachmentAccess,
  upload: {
    staticDir,
    ...servedFileRules(staticDir),
    // Payload's own MIME list is left open: acceptance is decided by content in the hook below.
    filesRequiredOnCreate: true,
  },
  hooks: {
    beforeOperation: [
      async ({ operation, req }) => {
        if ((operation !== 'create' && operation !== 'update') || !req.file) return
        const originalName = req.file.name
        const type = await detectDocumentType(req.file.data, originalName)
        if (!type) throw userFacingError(rejectedDocumentMessage, 400)
        req.file.name = `${randomBytes(16).toString('hex')}.${type.extension}`
        req.file.mimetype = type.mimeType
        req.context.originalName = originalName
      },
    ],
    beforeChange: [
      ({ data, req }) => {
        if (typeof req.context.originalName === 'string') data.originalName = req.context.originalName.normalize('NFC')
        return data
      },
    ],
    afterRead: [rootRelativeFileUrls, originalNameInPostForms],
  },
  fields: [
    { name: 'originalName', label: '원래 파일 이름', type: 'text', admin: { readOnly: true } },
    { name: 'downloadCount', label: '다운로드 수', type: 'number', defaultValue: 0, admin: { readOnly: true } },
  ],
}
