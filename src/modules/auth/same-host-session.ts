import { type AuthStrategy, JWTAuthentication } from 'payload'
import { originIsOwnHost, originOf } from '@/lib/same-origin'

/**
 * Payload takes its session cookie only from pages whose Origin is in `csrf`, which holds SITE_URL alone; a staff
 * member who opened the admin under another name the server answers to (`127.0.0.1`, a LAN address, `www.`) would
 * be signed out on every write ("이 작업을 수행할 권한이 없습니다"). A request whose Origin is the very host it was sent
 * to comes from a page of this server (see `originIsOwnHost`), so its cookie is read as if it came from SITE_URL;
 * Payload's own session check then runs unchanged. Any other Origin is left to Payload's check, which refuses it.
 */
export const sameHostSession: AuthStrategy = {
  name: 'same-host-session',
  authenticate: async (args) => {
    const { headers, payload } = args
    const origin = headers.get('origin')
    if (!origin || payload.config.csrf.includes(origin) || !originIsOwnHost(origin, headers)) {
      return { user: null }
    }
    const trusted = payload.config.csrf.find((entry) => originOf(entry) === entry)
    if (!trusted) return { user: null }
    const asFromSite = new Headers(headers)
    asFromSite.set('origin', trusted)
    // Named as Payload's own strategy: sign-out, refresh and `me` treat the session exactly as a local one.
    return JWTAuthentication({ ...args, headers: asFromSite, strategyName: 'local-jwt' })
  },
}
