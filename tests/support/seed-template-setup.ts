/**
 * Vitest global setup of the integration project: a directory for this run's seeded copy
 * (tests/support/seed-template.ts), removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplateDir: string
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'payload-seeded-'))
  project.provide('seedTemplateDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
