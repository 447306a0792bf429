import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3199)
const baseURL = `http://127.0.0.1:${port}`
// The storefront's outgoing mail goes to e2e/mail-sink.ts; tests read it over HTTP (mailbox.ts).
const mailSink = { smtp: port + 2000, http: port + 1000 }
process.env.MAIL_SINK_URL ??= `http://127.0.0.1:${mailSink.http}`
// A fresh embedded database per run, removed by the global teardown.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `caravanserai-e2e-${process.pid}`)

/** End-to-end tests against the production build, in the system Chromium (never a downloaded one). */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalTeardown: './e2e/global-teardown.ts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // Recording a trace costs about a third of the run's time on a 2-core machine, enough to push
    // a phone test past its timeout: off in every run, so `npm test` on a newcomer's machine runs
    // as CI's does. The failure's message, call log and page snapshot are printed; to look closer,
    // run the failing spec again with `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'server', testMatch: /server\.spec\.ts/ },
    {
      name: 'desktop',
      testIgnore: /server\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'mobile',
      testIgnore: /server\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/mail-sink.ts',
      url: `${process.env.MAIL_SINK_URL}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MAIL_SINK_SMTP_PORT: String(mailSink.smtp), MAIL_SINK_HTTP_PORT: String(mailSink.http) },
    },
    {
      command: 'node --enable-source-maps apps/server/dist/main.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // A fresh data directory migrates and seeds the demo catalogue first; slow on a busy machine.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        SMTP_URL: `smtp://127.0.0.1:${mailSink.smtp}`,
        // e2e/buyers.ts registers each made-up buyer from an address of its own.
        TRUSTED_PROXIES: '127.0.0.1',
      },
    },
  ],
})
