import 'server-only'
import type { Payload } from 'payload'
import { can, type PermissionAction, type PermissionArea } from '@/access/permissions'
import { ApiError, forbidden } from '@/modules/api/errors'
import { authenticate } from '@/modules/auth/authenticate'
import type { User } from '@/payload-types'

/**
 * The staff member behind a write, refused early with 403 when their group lacks the right. The
 * Payload call that follows runs with `overrideAccess: false`, so the collection's own access rules
 * (the ones the admin obeys) still have the last word.
 */
export async function staffFor(
  payload: Payload,
  request: Request,
  area: PermissionArea,
  action: PermissionAction,
  options: { boardSeq?: number } = {},
): Promise<User> {
  const { user } = await authenticate(payload, request)
  if (!can(user, area, action, options)) throw forbidden()
  return user
}

/** A JSON body (or multipart `contents`), parsed before any lookup so bad input is always a 400. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) return await request.json()
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const contents = (await request.formData()).get('contents')
      if (contents === null) throw new ApiError(400, 'INVALID_BODY', "'contents' 항목이 필요합니다.")
      return JSON.parse(typeof contents === 'string' ? contents : await contents.text())
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError(400, 'INVALID_BODY', '요청 본문이 올바른 JSON이 아닙니다.')
  }
  throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'application/json 형식으로 보내 주세요.')
}
