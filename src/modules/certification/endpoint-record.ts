import type { PayloadRequest } from 'payload'
import { can, type PermissionSubject } from '@/access/permissions'
import type { Certificate } from '@/payload-types'

/** A refusal of the collection's own endpoints, in Payload's error shape (`{ errors: [{ message }] }`). */
export const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * The certificate an endpoint at `/:id/…` acts on, for staff with `right` on 인증 현황, or the refusal to answer with:
 * 401 signed out, 403 without the right, 404 for an id no record has (published or not).
 */
export async function endpointRecord(
  req: PayloadRequest,
  right: 'read' | 'write',
): Promise<{ record: Certificate } | { refusal: Response }> {
  if (!can(req.user as unknown as PermissionSubject | null, 'certificates', right))
    return {
      refusal: refuse(
        req.user ? 403 : 401,
        right === 'read' ? '인증 현황을 볼 권한이 없습니다.' : '인증 현황을 고칠 권한이 없습니다.',
      ),
    }
  const id = Number(req.routeParams?.id)
  const record = Number.isInteger(id)
    ? await req.payload.findByID({
        collection: 'certificates',
        id,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  return record ? { record } : { refusal: refuse(404, '인증서를 찾을 수 없습니다.') }
}
