import type { Endpoint } from 'payload'
import { can, type PermissionSubject } from '@/access/permissions'
import { env } from '@/lib/env'
import { verifyCodePath } from './pages'
import { qrPng, qrSvg } from './qr'
import { formatVerificationCode } from './verification-code'

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

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
    if (!can(req.user as unknown as PermissionSubject | null, 'certificates', 'read'))
      return refuse(req.user ? 403 : 401, '인증 현황을 볼 권한이 없습니다.')
    const id = Number(req.routeParams?.id)
    const format = new URL(req.url ?? 'http://x').searchParams.get('format') ?? 'svg'
    if (format !== 'svg' && format !== 'png') return refuse(400, 'format은 svg 또는 png여야 합니다.')
    const record = Number.isInteger(id)
      ? await req.payload.findByID({
          collection: 'certificates',
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    if (!record?.code) return refuse(404, '인증서를 찾을 수 없습니다.')
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
