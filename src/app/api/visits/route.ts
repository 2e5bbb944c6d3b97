import { clientIp } from '@/lib/client-ip'
import { deviceClassOf } from '@/lib/device'
import { getPayloadClient } from '@/lib/payload'
import { isSameOrigin } from '@/lib/same-origin'
import { ApiError, errorResponse, forbidden, tooManyRequests } from '@/modules/api/errors'
import { apiRoute } from '@/modules/api/route'
import { hitRateLimit } from '@/modules/security/rate-limit'
import { parseVisitBeacon, visitBodyMaxBytes } from '@/modules/visitor-stats/beacon'
import { notAVisit, readSmallBody } from '@/modules/visitor-stats/beacon-request'
import { visitMessages } from '@/modules/visitor-stats/messages'
import { recordVisit } from '@/modules/visitor-stats/record'

/** Beacons per visitor address per minute: a fast reader sends a few; an office behind one address, some dozens. */
export const visitRateLimit = { limit: 120, windowMs: 60 * 1000 } as const

const noContent = () => new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })

/**
 * `POST /api/visits`: the visit beacon of the site's pages (src/enhance/visit-beacon.ts), sent after every page
 * load, cached pages included. Counts a page view, and a visitor once a day, without storing the address or
 * browser (docs/decisions/0023-visitor-statistics.md). 204 whether counted or quietly ignored (bots, staff,
 * prefetches); 400 for anything but the beacon's shape, 403 from other sites, 429 for floods.
 */
export const POST = apiRoute(async (request) => {
  if (!isSameOrigin(request)) throw forbidden(visitMessages.crossSite)
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    throw new ApiError(400, 'INVALID_VISIT', visitMessages.contentType)
  }
  const body = await readSmallBody(request, visitBodyMaxBytes)
  if (body === null) throw new ApiError(400, 'INVALID_VISIT', visitMessages.tooLarge)
  const parsed = parseVisitBeacon(body)
  if (!parsed.ok) throw new ApiError(400, 'INVALID_VISIT', parsed.message)

  const userAgent = request.headers.get('user-agent')?.trim() ?? ''
  const device = userAgent ? deviceClassOf(userAgent) : 'bot'
  if (device === 'bot' || notAVisit(request.headers)) return noContent()

  const payload = await getPayloadClient()
  const ip = clientIp(request.headers)
  const limit = await hitRateLimit({ payload, scope: 'visit', key: ip, ...visitRateLimit })
  if (!limit.allowed) return errorResponse(tooManyRequests(limit.retryAfterSeconds))
  await recordVisit(payload, { beacon: parsed.beacon, ip, userAgent, device })
  return noContent()
})
