import { clientIp } from '@/lib/client-ip'
import { getPayloadClient } from '@/lib/payload'
import { ApiError, badRequest, tooManyRequests } from '@/modules/api/errors'
import { preferredLanguage } from '@/modules/api/language'
import { apiRoute, json, readFields } from '@/modules/api/route'
import { verifyBodySchema } from '@/modules/certification/api-schemas'
import { pdfFingerprint, pdfFromForm, pdfMessages, pdfMessagesEn } from '@/modules/certification/pdf-fingerprint'
import type { VerifyQuery } from '@/modules/certification/verify'
import { verifyLimitReached } from '@/modules/certification/verify-guard'
import { answerVerification } from '@/modules/certification/verify-request'

/**
 * `POST /api/v1/certificates/verify`: `{ code }` or `{ number, issuedOn }`, or the PDF itself as multipart `file`. 200
 * with `result` for a hit and for a miss alike (a miss is `not_found` with one neutral sentence), 400 for bad input or a
 * needed captcha, 429 over the limits (for a file, checked before the body is read).
 */
export const POST = apiRoute(async (request) => {
  const language = preferredLanguage(request.headers.get('accept-language'))
  const byFile = (request.headers.get('content-type') ?? '').includes('multipart/form-data')
  const payload = await getPayloadClient()
  const ip = clientIp(request.headers)
  if (byFile) {
    const retryAfter = await verifyLimitReached(payload, ip)
    if (retryAfter !== null) throw tooManyRequests(retryAfter)
  }
  const { query, captcha } = byFile ? await fileQuery(request, language) : fieldQuery(await readFields(request))
  const outcome = await answerVerification(payload, {
    query,
    captcha,
    ip,
    language,
  })
  if (outcome.ok) return json(outcome.answer)
  if (outcome.status === 429) throw tooManyRequests(outcome.retryAfterSeconds)
  throw new ApiError(400, outcome.code, outcome.message)
})

function fieldQuery(raw: Record<string, unknown>): { query: VerifyQuery; captcha: unknown } {
  const fields = verifyBodySchema.parse(raw)
  return {
    query:
      fields.code !== undefined
        ? { code: fields.code }
        : { number: fields.number ?? '', issuedOn: fields.issuedOn ?? '' },
    captcha: fields.altcha,
  }
}

/** A multipart body with the PDF in `file` (and `altcha` when asked): compared by its SHA-256, never stored. */
async function fileQuery(request: Request, language: 'ko' | 'en'): Promise<{ query: VerifyQuery; captcha: unknown }> {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new ApiError(400, 'INVALID_BODY', '요청 본문을 읽을 수 없습니다.')
  }
  const pdf = await pdfFromForm(form)
  if (!pdf.ok) {
    const message = (language === 'en' ? pdfMessagesEn : pdfMessages)[pdf.reason]
    const detail = [{ path: 'file', message }]
    throw pdf.reason === 'tooLarge'
      ? new ApiError(413, 'PAYLOAD_TOO_LARGE', message, detail)
      : badRequest(message, detail)
  }
  const altcha = form.get('altcha')
  return { query: { pdfSha256: pdfFingerprint(pdf.bytes) }, captcha: typeof altcha === 'string' ? altcha : undefined }
}
