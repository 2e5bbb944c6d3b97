import type { UIFieldServerComponent } from 'payload'
import { can, type PermissionSubject } from '@/access/permissions'
import { verifyAddressOf } from '@/modules/certification/qr-endpoint'
import { formatVerificationCode } from '@/modules/certification/verification-code'

/**
 * The sidebar's 검증 코드 box of a saved certificate: the code as printed (groups of five), the address its QR code
 * opens, and the QR code to download for the document. Nothing before the first save, when there is no code yet.
 */
export const CertificateCodeField: UIFieldServerComponent = async ({ id, req }) => {
  if (!id || !can(req.user as unknown as PermissionSubject | null, 'certificates', 'read')) return null
  const record = await req.payload.findByID({
    collection: 'certificates',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!record?.code) return null
  const code = formatVerificationCode(record.code)
  const link = { color: 'var(--theme-success-750)', textDecoration: 'underline', marginRight: '1rem' }
  return (
    <div className="certificate-code" style={{ marginBottom: '1.5rem' }}>
      <p style={{ fontWeight: 600, margin: 0 }}>검증 코드</p>
      <p style={{ fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: '0.05em', margin: '0.25rem 0' }}>
        {code}
      </p>
      <p style={{ color: 'var(--theme-elevation-600)', margin: '0 0 0.5rem', wordBreak: 'break-all' }}>
        {verifyAddressOf(record.code)}
      </p>
      <p style={{ margin: 0 }}>
        <a href={`/api/cms/certificates/${id}/qr?format=png`} download style={link}>
          QR 코드 PNG
        </a>
        <a href={`/api/cms/certificates/${id}/qr?format=svg`} download style={link}>
          QR 코드 SVG
        </a>
      </p>
    </div>
  )
}
