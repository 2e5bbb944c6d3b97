import type { CollectionAfterReadHook } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { env } from '@/lib/env'
import { originOf } from '@/lib/same-origin'

/**
 * The site's own files are addressed from the root (`/api/cms/media/file/…`), never as `http://host/…`: a page then
 * loads its images from whatever host name it was opened under (`localhost`, `127.0.0.1`, a LAN address, `www.` or
 * not), which the CSP's `img-src 'self'` allows, instead of from the one name in SITE_URL. Addresses that leave the
 * site (canonical, Open Graph, sitemaps, mails) are made absolute where they are built, from SITE_URL.
 *
 * Payload leaves `serverURL` unset here (decision 0020), so it already reads most addresses relative; an address
 * written absolute before that, or by a storage adapter, loses the site's own origin. This hook runs after Payload's
 * field hooks and builds each address again with Payload's own builder, relative.
 */
export const rootRelativeFileUrls: CollectionAfterReadHook = ({ collection, doc, req }) => {
  if (!doc || typeof doc !== 'object') return doc
  const apiRoute = req.payload.config.routes.api
  const serverOrigin = originOf(env.siteUrl)
  const fileUrl = (filename: unknown, current: unknown) => {
    if (typeof filename === 'string' && filename) {
      return formatAdminURL({
        apiRoute,
        path: `/${collection.slug}/file/${encodeURIComponent(filename)}`,
        relative: true,
      })
    }
    return withoutOrigin(current, serverOrigin)
  }
  if ('url' in doc) doc.url = fileUrl(doc.filename, doc.url)
  const sizes = doc.sizes as Record<string, { filename?: unknown; url?: unknown } | null> | undefined
  if (sizes && typeof sizes === 'object') {
    for (const size of Object.values(sizes)) {
      if (size && typeof size === 'object' && 'url' in size) size.url = fileUrl(size.filename, size.url)
    }
  }
  if (typeof doc.thumbnailURL === 'string') doc.thumbnailURL = withoutOrigin(doc.thumbnailURL, serverOrigin)
  return doc
}

/** `url` without the site's own origin; any other value (null, another site's address) as it is. */
export function withoutOrigin<T>(url: T, origin: string | null): T | string {
  if (typeof url !== 'string' || !origin) return url
  if (url === origin) return '/'
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url
}
