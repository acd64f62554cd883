import { defineConfig, devices } from '@playwright/test'

import { findChromium } from './scripts/ensure-browser'
import { SMTP_PORT } from './tests/e2e/mailbox'
import { STAND_IN_PORT } from './tests/e2e/marketplace'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** The database the site under test runs on: the embedded one unless E2E_DATABASE_URL says otherwise. */
export const E2E_DATABASE_ENV: Record<string, string> = process.env.E2E_DATABASE_URL
  ? {
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      PAYLOAD_SECRET: process.env.E2E_PAYLOAD_SECRET ?? '',
      DATA_DIR: 'data/e2e-pg',
    }
  : { DATABASE_URL: 'file:./data/e2e/candor.db', DATA_DIR: 'data/e2e' }
const baseURL = `http://localhost:${PORT}`

/**
 * A second instance of the same build with every kind of third-party measurement configured
 * (fake ids; the tests answer the vendors' addresses themselves), for the consent checks.
 * Only beside the embedded database: the PostgreSQL run (scripts/test-e2e-pg.ts) checks the
 * plan pages, plan reviews and hardening, none of which needs it.
 */
export const MEASURED_PORT = PORT + 1
export const MEASUREMENT_ENV = {
  ANALYTICS_ID: 'G-CANDORTEST1',
  TAG_MANAGER_ID: 'GTM-CANDOR1',
  SESSION_RECORDING_ID: 'candortest1',
  AD_PIXEL_ID: '100200300400500',
}
const sharedServerEnv = {
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'true',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
}

export default defineConfig({
  testDir: 'tests/e2e',
  // A real SMTP server receives the site's mail (tests/e2e/mailbox.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // In CI a failed test runs once more; .ci/run names every test that needed it.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(process.env.CANDOR_REPORT_DIR
      ? [
          [
            'json',
            { outputFile: `${process.env.CANDOR_REPORT_DIR}/${process.env.CANDOR_REPORT_NAME ?? 'playwright'}.json` },
          ] as const,
        ]
      : []),
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL,
    // An English-speaking browser, whatever the machine's own language: a Spanish one is
    // offered the Spanish site (tests/e2e/spanish.spec.ts sets its own).
    locale: 'en-US',
    trace: 'retain-on-failure',
    // A click or a fill that waits a whole minute is stuck: failing there names the step,
    // where the test's own timeout would only say that time ran out.
    actionTimeout: 60_000,
    launchOptions: {
      executablePath: findChromium(),
      // The machine's network is closed: Chromium must not reach out on its own.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The production build, on its own embedded database.
      command: 'npm start',
      url: `${baseURL}/healthz`,
      timeout: 15 * 60 * 1000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
      // Each test speaks as its own client (tests/e2e/fixtures.ts), so per-client rate limits
      // apply per test, as they would per person. HealthCare.gov's plan search is the stand-in
      // serving its recorded answers (tests/e2e/marketplace.ts); the measured instance has no key.
      env: {
        PORT: String(PORT),
        ...sharedServerEnv,
        ...E2E_DATABASE_ENV,
        MARKETPLACE_API_URL: `http://127.0.0.1:${STAND_IN_PORT}/api/v1`,
        MARKETPLACE_API_KEY: 'stand-in-key',
      },
    },
    // Started after the first, which has built the site by then.
    ...(process.env.E2E_DATABASE_URL
      ? []
      : [
          {
            command: 'npm start',
            url: `http://localhost:${MEASURED_PORT}/healthz`,
            timeout: 15 * 60 * 1000,
            reuseExistingServer: !process.env.CI,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
            env: {
              PORT: String(MEASURED_PORT),
              ...sharedServerEnv,
              DATABASE_URL: 'file:./data/e2e-measured/candor.db',
              DATA_DIR: 'data/e2e-measured',
              ...MEASUREMENT_ENV,
            },
          },
        ]),
  ],
})
