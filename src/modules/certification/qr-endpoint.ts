import type { Endpoint } from 'payload'
import { env } from '@/lib/env'
import { endpointRecord, refuse } from './endpoint-record'
import { verifyCodePath } from './pages'
import { qrPng, qrSvg } from './qr'
import { formatVerificationCode } from './verification-code'

/** The address a certificate's QR code opens: the 진위확인 page of its code, on the site's own name. */
export const verifyAddressOf = (code: string) => `${env.siteUrl}${verifyCodePath(formatVerificationCode(code))}`

/**
 * `GET /api/cms/certificates/{id}/qr?format=svg|png`: the QR code to print on the certificate, as a download named
 * after its number. Staff who read 인증 현황 only; an unpublished record has a code too (it may be published later).
 */
export const certificateQrEndpoint: Endpoint = {
  path: '/:id/qr',
  method: 'get',
  handler: async (req) => {
    const found = await endpointRecord(req, 'read')
    if ('refusal' in found) return found.refusal
    const { record } = found
    const format = new URL(req.url ?? 'http://x').searchParams.get('format') ?? 'svg'
    if (format !== 'svg' && format !== 'png') return refuse(400, 'format은 svg 또는 png여야 합니다.')
    if (!record.code) return refuse(404, '인증서를 찾을 수 없습니다.')
    const address = verifyAddressOf(record.code)
    const name = `인증서-${record.number}-QR.${format}`
    const headers = {
      'Content-Type': format === 'svg' ? 'image/svg+xml' : 'image/png',
      'Content-Disposition': `attachment; filename="certificate-QR.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    }
    return format === 'svg'
      ? new Response(qrSvg(address), { headers })
      : new Response(new Uint8Array(await qrPng(address)), { headers })
  },
}
