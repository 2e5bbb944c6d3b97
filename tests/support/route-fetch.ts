/**
 * A `fetch` that serves requests from the route handlers under src/app/api, found on disk the way
 * Next's app router finds them, so the typed client and the contract tests reach every endpoint,
 * including ones added later, without a running server. Static segments win over dynamic ones
 * (`/users/checkId` before `/users/[id]`), as in Next.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { siteOrigin } from './api'

// biome-ignore lint/suspicious/noExplicitAny: handlers differ in their params
type Handler = (request: Request, context: { params: Promise<any> }) => Promise<Response> | Response
type Route = { route: string; pattern: RegExp; names: string[]; catchAll: Set<string>; dynamic: number; file: string }

const appDir = path.resolve(import.meta.dirname, '../../src/app')

function findRouteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return findRouteFiles(full)
    return entry.name === 'route.ts' ? [full] : []
  })
}

export function discoverApiRoutes(): Route[] {
  const routes: Route[] = []
  for (const file of findRouteFiles(path.join(appDir, 'api'))) {
    const segments = path.relative(appDir, path.dirname(file)).split(path.sep)
    // Payload's own REST handler lives in a route group; it is not part of the documented API.
    if (segments.some((s) => s.startsWith('('))) continue
    const names: string[] = []
    const catchAll = new Set<string>()
    const parts = segments.map((segment) => {
      const rest = /^\[\.\.\.(\w+)\]$/.exec(segment)
      if (rest?.[1]) {
        names.push(rest[1])
        catchAll.add(rest[1])
        return '(.+)'
      }
      const param = /^\[(\w+)\]$/.exec(segment)
      if (param?.[1]) {
        names.push(param[1])
        return '([^/]+)'
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    routes.push({
      route: `/${segments.join('/')}`,
      pattern: new RegExp(`^/${parts.join('/')}$`),
      names,
      catchAll,
      dynamic: names.length,
      file,
    })
  }
  return routes.sort((a, b) => a.dynamic - b.dynamic || b.route.length - a.route.length)
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export type RouteFetchOptions = {
  /** `x-client-ip` of requests that do not set one (server.mjs sets it from the socket in production). */
  ip?: string
}

export function routeFetch(options: RouteFetchOptions = {}): typeof fetch {
  const routes = discoverApiRoutes()
  const modules = new Map<string, Promise<Record<string, Handler>>>()
  return async (input, init) => {
    const base = input instanceof Request ? input : new Request(new URL(String(input), siteOrigin), init)
    const request = input instanceof Request && init ? new Request(base, init) : base
    if (!request.headers.has('x-client-ip')) request.headers.set('x-client-ip', options.ip ?? '203.0.113.20')
    const { pathname } = new URL(request.url)
    for (const route of routes) {
      const match = route.pattern.exec(pathname)
      if (!match) continue
      if (!modules.has(route.file)) modules.set(route.file, import(/* @vite-ignore */ route.file))
      const handlers = (await modules.get(route.file)) as Record<string, Handler | undefined>
      const handler = handlers[request.method]
      if (!handler)
        return Response.json({ error: { code: 'METHOD_NOT_ALLOWED', message: request.method } }, { status: 405 })
      const params = Object.fromEntries(
        route.names.map((name, i) => {
          const raw = match[i + 1] ?? ''
          return [name, route.catchAll.has(name) ? raw.split('/').map(decode) : decode(raw)]
        }),
      )
      return handler(request, { params: Promise.resolve(params) })
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: pathname } }, { status: 404 })
  }
}
