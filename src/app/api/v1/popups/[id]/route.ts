import { displayRoutes } from '@/modules/content-api/display-routes'

const routes = displayRoutes('popups')

/** `PATCH /api/v1/popups/{id}` (JSON body), popups:write. */
export const PATCH = routes.update
/** `DELETE /api/v1/popups/{id}`, popups:delete. */
export const DELETE = routes.remove
