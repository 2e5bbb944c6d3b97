import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/support/chromium'

// Started by scripts/test.mjs, which builds and serves the production site and sets BASE_URL.
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`

export default defineConfig({
  // Browser tests, then the security probes (tests/security), against the same production build.
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
})
