import { apiRoute } from '@/modules/api/route'
import { signInPageRedirect } from '@/modules/auth/auth-routes'

/** `GET /api/auth/signin`: the provider-selection page is the admin sign-in form. */
export const GET = apiRoute(async (request) => signInPageRedirect(request))
