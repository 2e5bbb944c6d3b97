import { displayRoutes } from '@/modules/content-api/display-routes'

/** `PUT /api/v1/popups/order` with `{ ids: [...] }` in display order, popups:write. */
export const PUT = displayRoutes('popups').order
