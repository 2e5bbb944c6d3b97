import path from 'node:path'
import { defineConfig } from 'vitest/config'

const src = path.resolve(import.meta.dirname, 'src')

export default defineConfig({
  resolve: {
    alias: [
      { find: '@payload-config', replacement: path.join(src, 'payload.config.ts') },
      { find: /^@\/(.*)$/, replacement: `${src}/$1` },
      // `server-only` throws outside React Server Components; tests run server code directly.
      { find: 'server-only', replacement: path.resolve(import.meta.dirname, 'tests/support/empty-module.ts') },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/support/integration-setup.ts'],
          globalSetup: ['tests/support/seed-template-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file gets its own database; PostgreSQL files share one server, so run files one by one.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own servers on the one PostgreSQL test database: one file at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
})
