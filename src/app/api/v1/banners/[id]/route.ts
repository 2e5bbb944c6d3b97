import { displayRoutes } from '@/modules/content-api/display-routes'

const routes = displayRoutes('banners')

/** `PATCH /api/v1/banners/{id}` (JSON body), banners:write. */
export const PATCH = routes.update
/** `DELETE /api/v1/banners/{id}`, banners:delete. */
export const DELETE = routes.remove
