/**
 * The site's own browser script (src/enhance, bundled by scripts/enhance-bundle.mjs), served under Next's own hashed
 * files (nginx serves both from the build's folder). Loaded by server.mjs through Node's type stripping: erasable
 * TypeScript only, relative imports with `.ts`.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import { enhanceFileName, enhanceFiles, enhanceUrlPrefix } from '../lib/enhance-files.ts'
import { visitorAcceptsGzip } from './documents.ts'

export type ServeEnhancement = (req: IncomingMessage, res: ServerResponse) => boolean

/**
 * Returns `serveEnhancement` for the build in `buildDir` (the `.next` folder). In development the files are read on
 * every request, since the bundle is rebuilt on every change.
 */
export function createEnhancements({ dev, buildDir }: { dev: boolean; buildDir: URL }): ServeEnhancement {
  const enhanceDir = new URL(`${enhanceFiles(dev).dir}/`, buildDir)
  const enhanceBodies = new Map<string, { body: Buffer; gzip: Buffer }>()

  /**
   * Serves a file of the site's browser script (scripts/enhance-bundle.mjs): its name changes with its content, so it
   * may be kept a year. Returns false, to let Next answer 404, for any other name.
   */
  return function serveEnhancement(req, res) {
    const name = (req.url ?? '').slice(enhanceUrlPrefix.length)
    if (!enhanceFileName.test(name) || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    let file = dev ? null : enhanceBodies.get(name)
    if (!file) {
      const path = new URL(name, enhanceDir)
      if (!existsSync(path)) return false
      const body = readFileSync(path)
      file = { body, gzip: gzipSync(body) }
      if (!dev) enhanceBodies.set(name, file)
    }
    const gzip = visitorAcceptsGzip(req)
    const body = gzip ? file.gzip : file.body
    res.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'content-length': body.length,
      'cache-control': dev ? 'no-cache' : 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
