// Running nginx in front of the production server on loopback, with the site's own rules (deploy/nginx/),
// for `npm run nginx:check` (scripts/nginx-check.mjs). The instance is private: its configuration, pid file,
// logs, temp files and cache live under one prefix folder, and it listens on the given port only.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { root, stopChild } from './lib.mjs'

const rulesDir = path.join(root, 'deploy', 'nginx')
const mimeTypes = '/etc/nginx/mime.types'

/** The nginx binary, or null when nginx is not installed. */
export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (existsSync(candidate)) return candidate
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' })
  return which.status === 0 ? which.stdout.trim() : null
}

/** The lines every private instance needs: its own pid, logs and temp folders instead of the system's. */
function mainContext(prefix, { workers = 1 } = {}) {
  // nginx started by root hands requests to workers running as `nobody`, which may not read the checkout or
  // write the prefix; a loopback test instance keeps the starting user.
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  return `daemon off;
master_process on;
worker_processes ${workers};
${user}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }`
}

function httpContext(prefix) {
  return `include ${mimeTypes};
    default_type application/octet-stream;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;
    # As in Debian's /etc/nginx/nginx.conf, which the production file is included from.
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;`
}

/**
 * Writes a loopback configuration that includes the production rules unchanged: the maps at http level and the
 * locations inside the one server. The access log records, per request, the upstream that answered ("-" for a
 * file served from disk), the cache status and the client's `X-Check-Tag`, so a check can tell where each of its
 * answers came from.
 */
export function writeLoopbackConfig({ prefix, port, appPorts, workers = 1 }) {
  rmSync(prefix, { recursive: true, force: true })
  mkdirSync(prefix, { recursive: true })
  if (!existsSync(mimeTypes)) throw new Error(`${mimeTypes} is missing: install nginx (apt-get install nginx-light)`)
  const file = path.join(prefix, 'nginx.conf')
  writeFileSync(
    file,
    `# Written by scripts/nginx.mjs for a loopback check; the rules come from deploy/nginx/.
${mainContext(prefix, { workers })}
http {
    ${httpContext(prefix)}
    log_format green_check '$request_method $request_uri $status upstream=$upstream_addr cache=$upstream_cache_status tag=$http_x_check_tag';
    access_log ${prefix}/access.log green_check;

    include ${rulesDir}/green-institute-maps.conf;

    upstream green_institute {
${appPorts.map((p) => `        server 127.0.0.1:${p};`).join('\n')}
        keepalive 32;
    }
    proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=green_pages:10m max_size=256m inactive=10m use_temp_path=off;

    server {
        listen 127.0.0.1:${port};
        server_name localhost;
        set $green_root ${root};
        include ${rulesDir}/green-institute-locations.conf;
    }
}
`,
  )
  return file
}

/**
 * Checks deploy/nginx.conf itself with `nginx -t`: the production file, with its paths pointed at this checkout,
 * a throw-away certificate and the prefix, inside the main context a system nginx.conf would give it. Catches
 * directives this nginx does not know (e.g. `http2 on;` before 1.25.1) and broken includes.
 */
export function testProductionConfig(nginx, prefix) {
  const dir = path.join(prefix, 'production')
  mkdirSync(dir, { recursive: true })
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  )
  if (made.status !== 0) return { ok: false, output: `openssl could not make a test certificate:\n${made.stderr}` }
  const production = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
    .replaceAll('/srv/green-institute', root)
    .replaceAll('/var/cache/nginx/green_institute', path.join(dir, 'cache'))
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`)
  writeFileSync(path.join(dir, 'site.conf'), production)
  const file = path.join(dir, 'nginx.conf')
  writeFileSync(file, `${mainContext(dir)}\nhttp {\n    ${httpContext(dir)}\n    include ${dir}/site.conf;\n}\n`)
  const result = spawnSync(nginx, ['-t', '-q', '-p', dir, '-c', file], { encoding: 'utf8' })
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` }
}

/** `nginx -t` on a configuration, then nginx in the foreground; resolves once the port answers. */
export async function startNginx(nginx, { prefix, file, port, timeoutMs = 10_000 }) {
  const tested = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', file], { encoding: 'utf8' })
  if (tested.status !== 0) throw new Error(`nginx -t refused ${file}:\n${tested.stdout}${tested.stderr}`)
  const child = spawn(nginx, ['-p', prefix, '-c', file], { stdio: ['ignore', 'inherit', 'inherit'] })
  // SIGQUIT: graceful shutdown of the master and its workers.
  const stop = () => stopChild(child, 'SIGQUIT', 5_000)
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) break
    try {
      await fetch(`http://127.0.0.1:${port}/_next/static/nginx-check-probe`)
      return { child, stop }
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`nginx did not answer on 127.0.0.1:${port}; see ${prefix}/error.log`)
}
