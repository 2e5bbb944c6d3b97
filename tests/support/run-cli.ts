import { spawnSync } from 'node:child_process'

/** Runs a project command in a fresh process, as an operator would, with extra environment. */
export function runCli(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ...env },
    timeout: 120_000,
  })
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** `payload run <script>`: the way `npm start` seeds, and how tests look into a database from outside. */
export const payloadRun = (script: string, env: Record<string, string>, ...args: string[]) =>
  runCli('payload', ['run', script, ...args], env)

export type ProbeState = { usernames: string[]; siteName: string; seedSteps: string[] }

export function probe(env: Record<string, string>, ...args: string[]): ProbeState {
  const { code, output } = payloadRun('tests/support/db-probe.ts', env, ...args)
  if (code !== 0) throw new Error(`db-probe failed (${code}):\n${output}`)
  const line = output.split('\n').find((l) => l.startsWith('PROBE '))
  return JSON.parse(line?.slice(6) ?? 'null') as ProbeState
}
