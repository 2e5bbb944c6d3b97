export const dynamic = 'force-static'

/**
 * API documentation (spec §2: /swagger-ui). Swagger UI comes from the `swagger-ui-dist` package and
 * is served by our own asset route, so the page loads nothing from another host; there is no inline
 * script, so it works under a strict Content-Security-Policy.
 */
const html = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>녹색기후기술원 :: API 문서</title>
<link rel="icon" type="image/png" href="/swagger-ui/assets/favicon-32x32.png">
<link rel="stylesheet" href="/swagger-ui/assets/swagger-ui.css">
</head>
<body>
<main>
<h1 style="font:600 1.25rem/1.4 sans-serif;margin:1rem 1.25rem 0">녹색기후기술원 API 문서</h1>
<div id="swagger-ui"></div>
</main>
<script src="/swagger-ui/assets/swagger-ui-bundle.js"></script>
<script src="/swagger-ui/assets/swagger-ui-standalone-preset.js"></script>
<script src="/swagger-ui/assets/init.js"></script>
</body>
</html>`

export function GET() {
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}
