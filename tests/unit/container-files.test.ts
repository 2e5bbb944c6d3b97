/**
 * The container files (Dockerfile, compose.yaml, .dockerignore, deploy/compose/) are not built or run here: no container
 * engine runs on the development or CI machines (docs/deployment.md, "Containers"). What would rot silently is checked
 * against the repository instead: the scripts they call exist, the variables they set are ones the site reads, the
 * runtime image installs without development dependencies, runs as a non-root user, holds every file `npm start`
 * loads and checks, answers its health check on the port nginx uses, exactly one app container runs the jobs, and
 * nginx includes the rule files `npm run nginx:check` tests, unchanged. The bucket step runs for real against s3rver.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importGraph, projectRoot } from '../support/import-graph'

const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8')
// js-yaml comes with Payload (json-schema-to-typescript) and ships no types; this test needs only `load`.
const { load: parseYaml } = createRequire(import.meta.url)('js-yaml') as { load: (text: string) => unknown }

const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>
  engines: { node: string }
  dependencies: Record<string, string>
}

// ---------------------------------------------------------------------------------------------------------------
// Dockerfile
// ---------------------------------------------------------------------------------------------------------------

type Instruction = { keyword: string; args: string }
type Stage = { name: string; from: string; instructions: Instruction[] }

/** The Dockerfile's instructions per stage, continuation lines joined, comments dropped, ARG defaults applied to FROM. */
function parseDockerfile(text: string): { args: Record<string, string>; stages: Stage[] } {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const args: Record<string, string> = {}
  const stages: Stage[] = []
  for (const line of lines) {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? []
    const instruction = { keyword: keyword.toUpperCase(), args: rest.replace(/\s+/g, ' ') }
    if (instruction.keyword === 'ARG' && stages.length === 0) {
      const [name = '', value = ''] = rest.split('=')
      args[name] = value
    } else if (instruction.keyword === 'FROM') {
      const [, image = '', name = ''] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest) ?? []
      stages.push({ name, from: image.replace(/^\$\{(\w+)\}$/, (_, arg: string) => args[arg] ?? ''), instructions: [] })
    } else {
      stages.at(-1)?.instructions.push(instruction)
    }
  }
  return { args, stages }
}

const dockerfile = parseDockerfile(read('Dockerfile'))
const stage = (name: string) => {
  const found = dockerfile.stages.find((s) => s.name === name)
  if (!found) throw new Error(`Dockerfile has no stage "${name}"`)
  return found
}
const all = (s: Stage, keyword: string) => s.instructions.filter((i) => i.keyword === keyword).map((i) => i.args)
const appStage = stage('app')
const workdir = '/srv/green-institute'

/** ENV instructions of a stage as name → value (`ENV A=1 B=2`). */
function envOf(s: Stage): Record<string, string> {
  const env: Record<string, string> = {}
  for (const args of all(s, 'ENV')) {
    for (const [, name = '', value = ''] of args.matchAll(/(\w+)=(\S+)/g)) env[name] = value
  }
  return env
}

type Copy = { from: string | null; sources: string[]; target: string }
/** COPY instructions of a stage: the stage copied from (null: the build context), the sources and the target. */
function copiesOf(s: Stage): Copy[] {
  return all(s, 'COPY').map((args) => {
    const words = args.split(' ')
    const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length) ?? null
    const paths = words.filter((w) => !w.startsWith('--'))
    return { from, sources: paths.slice(0, -1), target: paths.at(-1) ?? '' }
  })
}

/** A path of a file copied into the app stage, relative to the project (`/srv/green-institute/src` → `src`). */
const appFiles = copiesOf(appStage).flatMap((copy) =>
  copy.sources.map((source) => path.posix.relative(workdir, path.posix.resolve(workdir, source))),
)
const copiedIntoApp = (file: string) => appFiles.some((copied) => file === copied || file.startsWith(`${copied}/`))

/** Every npm command in a shell line or exec array: `npm run X`, `npm start`, `npm install …`. */
function npmCommands(text: string): { command: string; script: string | null }[] {
  return [...text.matchAll(/\bnpm\W+(run\W+)?([a-z:-]+)/g)].map(([, run, word = '']) => ({
    command: `npm ${run ? 'run ' : ''}${word}`,
    script: run || ['start', 'test'].includes(word) ? word : null,
  }))
}
/** npm's own commands the files may use; everything else must be a script of package.json. */
const npmBuiltins = new Set(['install', 'cache'])

/** The variables src/lib/env.ts validates (its zod schema), the settings the site reads. */
const envSource = read('src/lib/env.ts')
const schemaSource = envSource.slice(envSource.indexOf('const schema = z.object({'), envSource.indexOf('\n})\n'))
const siteVariables = new Set([...schemaSource.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1] as string))
/** Variables set for the site's processes that env.ts does not read, with who does. */
const readElsewhere: Record<string, string> = {
  NEXT_TELEMETRY_DISABLED: 'Next.js itself (scripts/production.mjs sets it for the server too)',
}
const unreadVariables = (names: string[]) => names.filter((name) => !siteVariables.has(name) && !readElsewhere[name])

describe('Dockerfile', () => {
  it('runs on the Node the project brings: node:<major.minor>-bookworm-slim of the `node` dependency and engines', () => {
    const image = stage('base').from
    const [, major = '', minor = ''] = /^node:(\d+)\.(\d+)-bookworm-slim$/.exec(image) ?? []
    expect(image).toMatch(/^node:\d+\.\d+-bookworm-slim$/)
    expect(`${major}.${minor}`).toBe(/^(\d+\.\d+)\./.exec(pkg.dependencies.node ?? '')?.[1])
    expect(Number(major)).toBe(Number(/\d+/.exec(pkg.engines.node)?.[0]))
    for (const name of ['deps', 'prod-deps', 'app']) expect(stage(name).from, name).toBe('base')
  })

  it('builds with the repository build on all dependencies, and the app stage gets only production dependencies', () => {
    expect(all(stage('deps'), 'RUN').join(' ')).toMatch(/\bnpm install\b(?!.*--omit)/)
    expect(stage('build').from).toBe('deps')
    expect(all(stage('build'), 'RUN').join(' ')).toMatch(/\bnpm run build\b/)
    expect(all(stage('prod-deps'), 'RUN').join(' ')).toMatch(/\bnpm install --omit=dev\b/)
    const nodeModules = copiesOf(appStage).filter((c) => c.sources.some((s) => s.endsWith('node_modules')))
    expect(nodeModules.map((c) => c.from)).toEqual(['prod-deps'])
    // npm ci refuses a lockfile missing other platforms' optional packages, which the registry mirror lacks.
    const runs = dockerfile.stages.flatMap((s) => all(s, 'RUN')).join('\n')
    expect(runs).not.toMatch(/\bnpm ci\b/)
  })

  it('calls only npm scripts that package.json has', () => {
    const lines = dockerfile.stages.flatMap((s) => [...all(s, 'RUN'), ...all(s, 'CMD')])
    const commands = lines.flatMap(npmCommands)
    expect(commands.map((c) => c.command)).toEqual(expect.arrayContaining(['npm run build', 'npm start']))
    for (const { command, script } of commands) {
      if (script) expect(pkg.scripts[script], command).toMatch(/\S/)
      else expect(npmBuiltins.has(command.split(' ')[1] ?? ''), command).toBe(true)
    }
  })

  it('serves `npm start` as the non-root node user, production mode, port 3000, no telemetry', () => {
    expect(dockerfile.stages.at(-1)?.name).toBe('app')
    expect(all(appStage, 'USER')).toEqual(['node'])
    expect(JSON.parse(all(appStage, 'CMD')[0] ?? '[]')).toEqual(['npm', 'start'])
    const env = { ...envOf(stage('base')), ...envOf(appStage) }
    expect(env).toMatchObject({ NODE_ENV: 'production', PORT: '3000', NEXT_TELEMETRY_DISABLED: '1' })
    expect(all(appStage, 'EXPOSE')).toEqual([env.PORT])
    expect(unreadVariables(Object.keys(env))).toEqual([])
  })

  it('keeps DATA_DIR on a volume the node user owns', () => {
    const env = envOf(appStage)
    expect(env.DATA_DIR).toBe(`${workdir}/data`)
    expect(all(appStage, 'VOLUME').join(' ')).toContain(env.DATA_DIR)
    expect(all(appStage, 'RUN').join(' ')).toContain(`chown node:node ${env.DATA_DIR}`)
  })

  it('checks its health at /api/health on $PORT with Node’s own fetch (slim images have no curl)', () => {
    const [check = ''] = all(appStage, 'HEALTHCHECK')
    expect(check).toMatch(/^--interval=\S+ .*CMD \["node", "-e", /)
    const script = JSON.parse(check.slice(check.indexOf('CMD ') + 4)).at(-1) as string
    expect(script).toContain("fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health')")
    expect(check).not.toMatch(/\b(curl|wget)\b/)
    expect(existsSync(path.join(projectRoot, 'src/app/api/health/route.ts'))).toBe(true)
  })

  it('copies into the app image every file npm start loads and every input of the build fingerprint', () => {
    const runtime = importGraph(
      ['scripts/start.mjs', 'server.mjs', 'src/seed/run.ts', 'deploy/compose/create-bucket.mjs'],
      new Set(['server.mjs → ./scripts/enhance-bundle.mjs']),
    )
    const loaded = [...runtime.files].map((file) => path.relative(projectRoot, file))
    expect(loaded).toEqual(expect.arrayContaining(['scripts/production.mjs', 'src/lib/env.ts']))
    expect(loaded.filter((file) => !copiedIntoApp(file))).toEqual([])
    // scripts/lib.mjs `buildInputs`: npm start refuses the build unless these are the bytes it was made from.
    const lib = read('scripts/lib.mjs')
    const inputs = [...lib.slice(lib.indexOf('const buildInputs'), lib.indexOf(']\n')).matchAll(/^\s*'([^']+)',$/gm)]
    expect(inputs.length).toBeGreaterThan(5)
    expect(inputs.map((m) => m[1] as string).filter((file) => !copiedIntoApp(file))).toEqual([])
    for (const file of ['.next', 'tsconfig.json', 'public']) expect(copiedIntoApp(file), file).toBe(true)
    // All from the build stage, so fingerprint and sources agree; only node_modules comes from the production install.
    for (const copy of copiesOf(appStage)) {
      expect(copy.from, copy.sources.join(' ')).toBe(copy.sources[0]?.endsWith('node_modules') ? 'prod-deps' : 'build')
    }
  })

  it('copies only paths the repository (or the build) has', () => {
    const builtOnly = ['.next', '.next/static']
    for (const s of dockerfile.stages) {
      for (const copy of copiesOf(s)) {
        if (copy.from === 'prod-deps') continue
        for (const source of copy.sources) {
          const relative = path.posix.relative(workdir, path.posix.resolve(workdir, source))
          if (builtOnly.includes(relative) || relative === '') continue
          expect(existsSync(path.join(projectRoot, relative)), `${s.name}: COPY ${source}`).toBe(true)
        }
      }
    }
  })

  it('front: nginx stable with the same build’s static files and the deploy/nginx rules copied unchanged', () => {
    const front = stage('front')
    expect(front.from).toMatch(/^nginx:1\.(\d*[02468])$/)
    const copies = copiesOf(front)
    const target = (source: string) => copies.find((c) => c.sources.includes(source))
    expect(target(`${workdir}/.next/static`)).toMatchObject({ from: 'build', target: `${workdir}/.next/static` })
    expect(target(`${workdir}/public`)).toMatchObject({ from: 'build', target: `${workdir}/public` })
    const rules = readdirSync(path.join(projectRoot, 'deploy/nginx')).map((f) => `deploy/nginx/${f}`)
    expect(rules.length).toBeGreaterThan(0)
    for (const rule of rules)
      expect(target(rule), rule).toMatchObject({ from: null, target: '/etc/nginx/green-institute/' })
    expect(target('deploy/compose/nginx.conf')).toMatchObject({ target: '/etc/nginx/conf.d/default.conf' })
    // Nothing rewrites them on the way.
    expect(all(front, 'RUN')).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------------------------
// compose.yaml and the nginx server block
// ---------------------------------------------------------------------------------------------------------------

type Service = {
  build?: { context: string; target: string }
  image?: string
  command?: string[]
  environment?: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test?: string[]; disable?: boolean }
  ports?: string[]
  volumes?: string[]
  networks?: string[] | Record<string, { ipv4_address?: string }>
}
const composeText = read('compose.yaml')
const compose = parseYaml(composeText) as {
  services: Record<string, Service>
  networks: Record<string, { ipam: { config: { subnet: string; ip_range?: string }[] } }>
}
const services = Object.entries(compose.services)
const appServices = services.filter(([, s]) => s.build?.target === 'app')
const servers = appServices.filter(([, s]) => s.command?.join(' ') === 'npm start')
const nginxService = services.find(([, s]) => s.build?.target === 'front')
const nginxConf = read('deploy/compose/nginx.conf')
const nginxAddress = nginxService
  ? Object.values(nginxService[1].networks as Record<string, { ipv4_address?: string }>)[0]?.ipv4_address
  : undefined

describe('compose.yaml', () => {
  it('runs two app containers on PostgreSQL, an S3 server, a one-shot setup and nginx', () => {
    expect(servers.map(([name]) => name)).toEqual(['app-1', 'app-2'])
    expect(compose.services.postgres?.image).toMatch(/^postgres:1[56]$/)
    expect(compose.services.postgres?.healthcheck?.test).toEqual(expect.arrayContaining(['pg_isready']))
    expect(compose.services.seaweedfs?.image).toMatch(/^chrislusf\/seaweedfs:\d/)
    expect(compose.services.seaweedfs?.command).toEqual(expect.arrayContaining(['server', '-s3']))
    expect(nginxService?.[0]).toBe('nginx')
    for (const [name, s] of appServices) expect(s.build, name).toEqual({ context: '.', target: 'app' })
  })

  it('calls only npm scripts package.json has, and files the image holds', () => {
    for (const [name, s] of appServices) {
      const line = (s.command ?? []).join(' ')
      for (const { command, script } of npmCommands(line))
        expect(script ? pkg.scripts[script] : undefined, `${name}: ${command}`).toMatch(/\S/)
      for (const [, file = ''] of line.matchAll(/\bnode ([\w./-]+)/g)) {
        expect(existsSync(path.join(projectRoot, file)), `${name}: node ${file}`).toBe(true)
        expect(copiedIntoApp(file), `${name}: ${file} in the app image`).toBe(true)
      }
    }
  })

  it('migrates and seeds once, in the setup step, with what npm start runs, before any app container starts', () => {
    const setup = compose.services.setup
    expect(setup?.command?.join(' ')).toMatch(/node deploy\/compose\/create-bucket\.mjs && npm run seed$/)
    // `npm run seed` is the migrate-and-seed step of `npm start` (scripts/start.mjs), so the servers find nothing to do.
    expect(pkg.scripts.seed).toBe('payload run src/seed/run.ts')
    expect(read('scripts/start.mjs')).toContain("must('payload', ['run', 'src/seed/run.ts']")
    expect(setup?.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } })
    for (const [name, s] of servers) {
      expect(s.depends_on, name).toEqual({ setup: { condition: 'service_completed_successfully' } })
    }
    expect(setup?.environment?.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?/)
  })

  it('sets only variables the site reads, the same for every app container but JOBS_AUTORUN on exactly one', () => {
    for (const [name, s] of appServices) expect(unreadVariables(Object.keys(s.environment ?? {})), name).toEqual([])
    expect(servers.map(([, s]) => s.environment?.JOBS_AUTORUN)).toEqual(['on', 'off'])
    const [first, second] = servers.map(
      ([, s]): Record<string, string | undefined> => ({
        ...s.environment,
        JOBS_AUTORUN: undefined,
      }),
    )
    expect(second).toEqual(first)
    const env = first ?? {}
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/green:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/green$/)
    expect(env.S3_ENDPOINT).toBe('http://seaweedfs:8333')
    expect(env.S3_FORCE_PATH_STYLE).toBe('true')
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'SITE_URL', 'PAYLOAD_SECRET']) {
      expect(env[name], name).toMatch(/\S/)
    }
  })

  it('keeps secrets out of the file: they come from the env file, which lists every variable used', () => {
    const env = servers[0]?.[1].environment ?? {}
    for (const name of ['PAYLOAD_SECRET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(env[name], name).toMatch(new RegExp(`^\\$\\{${name}:\\?`))
    }
    const example = read('deploy/compose/.env.example')
    const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]))
    const used = new Set([...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1] as string))
    expect([...used].filter((name) => !listed.has(name))).toEqual([])
    for (const secret of [
      'POSTGRES_PASSWORD',
      'PAYLOAD_SECRET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'ADMIN_PASSWORD',
    ]) {
      expect(example, secret).toMatch(new RegExp(`^${secret}=$`, 'm'))
    }
    // The real env file is never committed.
    expect(read('.gitignore').split('\n')).toContain('.env')
  })

  it('trusts X-Forwarded-For only from nginx, whose fixed address stays out of the dynamic range', () => {
    expect(nginxAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/)
    for (const [name, s] of appServices) expect(s.environment?.TRUSTED_PROXY, name).toBe(nginxAddress)
    const [range] = compose.networks.site?.ipam.config ?? []
    const [, lowest = ''] = /\.(\d+)\/25$/.exec(range?.ip_range ?? '') ?? []
    expect(Number(nginxAddress?.split('.')[3])).toBeLessThan(Number(lowest))
    expect(range?.subnet.split('.').slice(0, 3)).toEqual(nginxAddress?.split('.').slice(0, 3))
  })

  it('publishes port 80 through nginx only, which depends on both app containers being healthy', () => {
    const [, nginx] = nginxService ?? []
    expect(nginx?.ports).toEqual([`\${HTTP_PORT:-80}:80`])
    expect(Object.keys(nginx?.depends_on ?? {}).sort()).toEqual(servers.map(([name]) => name).sort())
    for (const [name, s] of services) if (name !== 'nginx') expect(s.ports, name).toBeUndefined()
  })
})

describe('the nginx of compose (deploy/compose/nginx.conf)', () => {
  it('has an upstream of every app container on the port the app listens on and the health check asks', () => {
    const upstream = /upstream green_institute \{([^}]*)\}/.exec(nginxConf)?.[1] ?? ''
    const targets = [...upstream.matchAll(/^\s*server (\S+);/gm)].map((m) => m[1])
    expect(targets).toEqual(servers.map(([name]) => `${name}:${envOf(appStage).PORT}`))
    expect(upstream).toMatch(/keepalive \d+;/)
  })

  it('includes the two rule files where the image puts them, and points $green_root at the build it holds', () => {
    expect(nginxConf).toMatch(/^include \/etc\/nginx\/green-institute\/green-institute-maps\.conf;$/m)
    expect(nginxConf).toMatch(
      /server \{[^}]*include \/etc\/nginx\/green-institute\/green-institute-locations\.conf;\s*\}/,
    )
    expect(nginxConf).toContain(`set $green_root ${workdir};`)
    // What the locations file needs from the including file (its header).
    expect(nginxConf).toMatch(/proxy_cache_path \S+ [^;]*keys_zone=green_pages:/)
    expect(read('deploy/nginx/green-institute-locations.conf')).toContain('proxy_pass http://green_institute;')
  })
})

describe('.dockerignore', () => {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))

  it('keeps installed packages, builds, data and every .env file out of the images', () => {
    expect(patterns).toEqual(
      expect.arrayContaining([
        'node_modules',
        '.next',
        'data',
        '.test-data',
        '.nginx-check-data',
        '**/.env',
        '**/.env.*',
      ]),
    )
  })

  it('lets through what the Dockerfile copies from the build context', () => {
    const contextCopies = dockerfile.stages.flatMap((s) => copiesOf(s).filter((c) => c.from === null))
    const sources = contextCopies
      .flatMap((c) => c.sources)
      .filter((s) => s !== '.' && s !== 'package.json' && s !== 'package-lock.json')
    expect(sources.length).toBeGreaterThan(0)
    for (const source of [...sources, 'src', 'scripts', 'public', 'server.mjs', 'deploy/compose/create-bucket.mjs']) {
      const segments = source.split('/')
      expect(
        patterns.filter((p) => segments.some((_, i) => segments.slice(0, i + 1).join('/') === p)),
        source,
      ).toEqual([])
    }
  })
})

// ---------------------------------------------------------------------------------------------------------------
// The bucket step, for real against an S3 server
// ---------------------------------------------------------------------------------------------------------------

describe('deploy/compose/create-bucket.mjs', () => {
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'create-bucket-'))
  let s3: S3rver
  let endpoint = ''
  const bucket = 'compose-uploads'

  beforeAll(async () => {
    s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true })
    const address: AddressInfo = await s3.run()
    endpoint = `http://127.0.0.1:${address.port}`
  })
  afterAll(async () => {
    await s3?.close()
    rmSync(s3Dir, { recursive: true, force: true })
  })

  /** Runs the script as the setup step does, with the site's S3 settings; resolves with its exit code and output. */
  function runScript(env: Record<string, string>): Promise<{ code: number; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, ['deploy/compose/create-bucket.mjs'], {
        cwd: projectRoot,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          DATA_DIR: s3Dir,
          PAYLOAD_SECRET: 'x'.repeat(32),
          ...env,
        },
      })
      let output = ''
      child.stdout.on('data', (d) => {
        output += d
      })
      child.stderr.on('data', (d) => {
        output += d
      })
      child.on('close', (code) => resolve({ code: code ?? 1, output }))
    })
  }
  const s3Env = () => ({
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })

  it('imports only the site’s own files and production dependencies', () => {
    const graph = importGraph(['deploy/compose/create-bucket.mjs'])
    expect(graph.unresolved).toEqual([])
    expect([...graph.packages.keys()].filter((name) => !pkg.dependencies[name])).toEqual([])
  })

  it('creates the missing bucket, then finds it there on the next run', async () => {
    const first = await runScript(s3Env())
    expect(first.output).toContain(`created bucket "${bucket}"`)
    expect(first.code).toBe(0)
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const head = await client.send(new HeadBucketCommand({ Bucket: bucket }))
    expect(head.$metadata.httpStatusCode).toBe(200)
    const second = await runScript(s3Env())
    expect(second.output).toContain(`bucket "${bucket}" is there`)
    expect(second.code).toBe(0)
  }, 30_000)

  it('does nothing without S3_BUCKET, and stops on a setting the site would refuse', async () => {
    const none = await runScript({})
    expect(none).toMatchObject({ code: 0 })
    expect(none.output).toContain('nothing to create')
    const broken = await runScript({ ...s3Env(), S3_SECRET_ACCESS_KEY: '' })
    expect(broken.code).not.toBe(0)
    expect(broken.output).toContain('S3_SECRET_ACCESS_KEY')
  }, 30_000)
})
