import { displayRoutes } from '@/modules/content-api/display-routes'

const routes = displayRoutes('banners')

/** `GET /api/v1/banners`: what the home page shows now (public). */
export const GET = routes.list
/** `POST /api/v1/banners` (JSON body), banners:write. */
export const POST = routes.create
