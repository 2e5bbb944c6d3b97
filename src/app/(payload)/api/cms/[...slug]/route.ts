/* Payload's own REST API, moved to /api/cms so /api/v1 and /api/auth stay ours (framework boilerplate). */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'
import { isActive, type PermissionSubject } from '@/access/permissions'
import { isRecordId } from '@/lib/record-id'
import { fileRouteNameIsSafe, missingFileResponse } from '@/modules/files/served-files'

type Handler = ReturnType<typeof REST_GET>
type Context = Parameters<Handler>[1]

const notFound = () =>
  Response.json({ errors: [{ message: '요청한 항목을 찾을 수 없습니다.' }] }, { status: 404, headers: noStore })
const forbidden = () =>
  Response.json({ errors: [{ message: '이 작업을 할 권한이 없습니다.' }] }, { status: 403, headers: noStore })
const noStore = { 'Cache-Control': 'no-store' }

type Shape = { fixed: Set<string>; versions: boolean; verify: boolean; closed: boolean }

/**
 * Per collection: the first path segments Payload serves that are not a document id (count, versions, …), and
 * whether it keeps versions or verifies e-mail; per global, whether it keeps versions.
 */
let shapes: Promise<{ collections: Map<string, Shape>; globals: Map<string, boolean> }> | undefined
const shapesOf = () => {
  shapes ??= Promise.resolve(config).then((sanitized) => ({
    collections: new Map(
      sanitized.collections.map((collection) => [
        collection.slug,
        {
          fixed: new Set(
            (collection.endpoints || [])
              .map((endpoint) => endpoint.path.split('/')[1] ?? '')
              .filter((segment) => segment && !segment.startsWith(':')),
          ),
          versions: Boolean(collection.versions),
          verify: Boolean(collection.auth?.verify),
          // No REST doors at all (Payload's migration records): Payload would answer 501 to a signed-in caller.
          closed: collection.endpoints === false,
        },
      ]),
    ),
    globals: new Map(sanitized.globals.map((global) => [global.slug, Boolean(global.versions)])),
  }))
  return shapes
}

const badRecordId = (value: string | undefined) => value !== undefined && !isRecordId(value)

/**
 * Whether the path names something that cannot exist: a document or version by something that is not a record
 * id (`/posts/'`), the versions of a collection or global that keeps none, or e-mail verification where accounts
 * are not verified by mail. Payload would run such a request into the database and answer 500 (PostgreSQL
 * refuses the id) or fail in the operation; here it is simply not found. So is every path of a collection without
 * REST doors. Payload's own collections keep their rules (preferences are keyed by name).
 */
async function cannotExist(slug: string[]): Promise<boolean> {
  const [first, second, third, fourth] = slug
  const { collections, globals } = await shapesOf()
  if (first === 'globals') {
    if (third !== 'versions') return false
    return !globals.get(second ?? '') || badRecordId(fourth)
  }
  const shape = collections.get(first ?? '')
  if (shape?.closed) return true
  if (!first || second === undefined) return false
  if (!shape) return false
  if (second === 'versions') return !shape.versions || badRecordId(third)
  if (second === 'verify') return !shape.verify
  if (first.startsWith('payload-')) return false
  if (second === 'access') return badRecordId(third)
  return !shape.fixed.has(second) && !isRecordId(second)
}

/**
 * Doors for signed-in staff only: the permission maps (`/access`, `/{collection}/access/{id}`,
 * `/globals/{slug}/access`), which list every collection, field and action, and Payload's own collections
 * (admin preferences, locks, jobs, key-value store). A visitor learns nothing from them.
 */
const staffOnly = (slug: string[]) =>
  (slug.length === 1 && slug[0] === 'access') ||
  (slug[0] === 'globals' ? slug[2] === 'access' : slug[1] === 'access' || Boolean(slug[0]?.startsWith('payload-')))

async function isStaff(request: Request): Promise<boolean> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  return isActive(user as PermissionSubject | null)
}

/** Our checks in front of one of Payload's handlers. */
const guarded =
  (handler: Handler): Handler =>
  async (request, context: Context) => {
    const { slug = [] } = (await context.params) as { slug?: string[] }
    if (await cannotExist(slug)) return notFound()
    if (staffOnly(slug) && !(await isStaff(request))) return forbidden()
    return handler(request, context)
  }

const payloadGet = guarded(REST_GET(config))

/**
 * A file route asked for a name that escapes the upload directory is simply not found: Payload's own guard
 * would answer 403, 400 or 500 depending on how the escape is spelled.
 */
export const GET: Handler = (request, context) => {
  if (fileRouteNameIsSafe(new URL(request.url).pathname) === false) return Promise.resolve(missingFileResponse())
  return payloadGet(request, context)
}
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
