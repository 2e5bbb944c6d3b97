import type { Endpoint } from 'payload'
import { endpointRecord, refuse } from './endpoint-record'
import { pdfFingerprint, pdfFromForm, pdfMessages } from './pdf-fingerprint'

/** The request context key that lets the collection take `pdfSha256` and `pdfName` (nothing else sets them). */
export const fingerprintContext = 'certificatePdfFingerprint'

/**
 * `POST /api/cms/certificates/{id}/fingerprint` (multipart `file`): keeps the SHA-256 of the PDF the institute issued,
 * so 진위확인 can tell that exact file from an altered one. The file is read, hashed and dropped; the change goes
 * through the collection as the caller, so it is in the audit log. Staff who may edit 인증 현황 only.
 */
export const certificateFingerprintEndpoint: Endpoint = {
  path: '/:id/fingerprint',
  method: 'post',
  handler: async (req) => {
    const found = await endpointRecord(req, 'write')
    if ('refusal' in found) return found.refusal
    const { id } = found.record
    let form: FormData
    try {
      form = (await req.formData?.()) ?? new FormData()
    } catch {
      return refuse(400, pdfMessages.missing)
    }
    const pdf = await pdfFromForm(form)
    if (!pdf.ok) return refuse(pdf.reason === 'tooLarge' ? 413 : 400, pdfMessages[pdf.reason])
    const sha256 = pdfFingerprint(pdf.bytes)
    const duplicate = await req.payload.find({
      collection: 'certificates',
      where: { and: [{ pdfSha256: { equals: sha256 } }, { id: { not_equals: id } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (duplicate.docs[0]) return refuse(409, `같은 PDF가 이미 인증서 ${duplicate.docs[0].number}에 등록되어 있습니다.`)
    req.context = { ...req.context, [fingerprintContext]: true }
    const updated = await req.payload.update({
      collection: 'certificates',
      id,
      req,
      overrideAccess: false,
      depth: 0,
      data: { pdfSha256: sha256, pdfName: pdf.name },
    })
    return Response.json(
      { pdfSha256: updated.pdfSha256, pdfName: updated.pdfName },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
