import { displayRoutes } from '@/modules/content-api/display-routes'

const routes = displayRoutes('popups')

/** `GET /api/v1/popups`: what the home page shows now (public). */
export const GET = routes.list
/** `POST /api/v1/popups` (JSON body), popups:write. */
export const POST = routes.create
