/* Payload's own REST API, moved to /api/cms so /api/v1 and /api/auth stay ours (framework boilerplate). */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { fileRouteNameIsSafe, missingFileResponse } from '@/modules/files/served-files'

const payloadGet = REST_GET(config)

/**
 * A file route asked for a name that escapes the upload directory is simply not found: Payload's own guard
 * would answer 403, 400 or 500 depending on how the escape is spelled.
 */
export const GET: typeof payloadGet = (request, context) => {
  if (fileRouteNameIsSafe(new URL(request.url).pathname) === false) return Promise.resolve(missingFileResponse())
  return payloadGet(request, context)
}
export const POST = REST_POST(config)
export const DELETE = REST_DELETE(config)
export const PATCH = REST_PATCH(config)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
