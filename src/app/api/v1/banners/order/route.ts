import { displayRoutes } from '@/modules/content-api/display-routes'

/** `PUT /api/v1/banners/order` with `{ ids: [...] }` in display order, banners:write. */
export const PUT = displayRoutes('banners').order
