import type { Endpoint } from 'payload'
import { can, type PermissionSubject } from '@/access/permissions'
import { refuse } from './endpoint-record'
import { importCertificates } from './import'
import { importMessages } from './import-rows'

/** The first bytes of an XLSX (a ZIP), an old XLS, or anything with NUL bytes: not the CSV text the import reads. */
const looksBinary = (bytes: Uint8Array) =>
  (bytes[0] === 0x50 && bytes[1] === 0x4b) ||
  (bytes[0] === 0xd0 && bytes[1] === 0xcf) ||
  bytes.subarray(0, 4096).includes(0)

/** UTF-8, or the EUC-KR (CP949) a Korean Excel writes for plain "CSV"; null when neither reads it. */
function decodeCsv(bytes: Uint8Array): string | null {
  for (const encoding of ['utf-8', 'euc-kr']) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes)
    } catch {}
  }
  return null
}

/**
 * `POST /api/cms/certificates/import` (multipart `file`, and `apply=1` to write): the report of a CSV of certificates,
 * row by row, and with `apply` the rows written, all or none. Staff who may edit 인증 현황 only.
 */
export const certificateImportEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!can(req.user as unknown as PermissionSubject | null, 'certificates', 'write'))
      return refuse(req.user ? 403 : 401, '인증 현황을 고칠 권한이 없습니다.')
    let form: FormData
    try {
      form = (await req.formData?.()) ?? new FormData()
    } catch {
      return refuse(400, importMessages.missingFile)
    }
    const file = form.get('file')
    if (!file || typeof file === 'string' || file.size === 0) return refuse(400, importMessages.missingFile)
    const bytes = new Uint8Array(await file.arrayBuffer())
    if (looksBinary(bytes)) return refuse(400, importMessages.notCsv)
    const text = decodeCsv(bytes)
    if (text === null) return refuse(400, importMessages.notCsv)
    const report = await importCertificates(req, text, { apply: form.get('apply') === '1' })
    return Response.json(report, { headers: { 'Cache-Control': 'no-store' } })
  },
}
