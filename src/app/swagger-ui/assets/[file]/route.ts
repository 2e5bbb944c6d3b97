import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** Only these files of swagger-ui-dist are served; the name never reaches the file system unchecked. */
const files: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}

/** Starts Swagger UI on our document; "Authorize" keeps the bearer token for the session only. */
const init = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  persistAuthorization: false,
  tryItOutEnabled: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'BaseLayout'
})
`

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const headers = { 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' }
  if (file === 'init.js') {
    return new Response(init, { headers: { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' } })
  }
  const type = files[file]
  if (!type) return new Response('Not found', { status: 404 })
  // Resolved at run time from the installed package; the server always runs from the project root.
  const dir = path.join(process.cwd(), 'node_modules', 'swagger-ui-dist')
  const body = await readFile(path.join(dir, file))
  return new Response(body, { headers: { ...headers, 'Content-Type': type } })
}
