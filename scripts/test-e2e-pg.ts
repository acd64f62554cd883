/**
 * `npm run test:e2e:pg`: the plan-page and plan-review end-to-end tests against the production
 * build on PostgreSQL, on a database created for the run and dropped afterwards. These pages
 * read the database through the dialect's own SQL (the plan's figures, a page of its reviews,
 * their totals). What else differs by database (access, the CMS API's refusals, lockouts, the
 * mail queue, the jobs) the integration tests check on PostgreSQL (`npm run test:pg`).
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import pg from 'pg'

const adminUrl = process.env.CANDOR_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SPECS = ['tests/e2e/plans.spec.ts', 'tests/e2e/plan-reviews.spec.ts']

async function main(): Promise<number> {
  const name = `candor_e2e_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  try {
    // Its own output folder: the traces of a failure in the SQLite run stay readable.
    const args = ['test', ...SPECS, '--output', 'test-results/postgres']
    const result = spawnSync(path.join('node_modules', '.bin', 'playwright'), args, {
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_PORT: process.env.E2E_PORT ?? '3101',
        E2E_SMTP_PORT: process.env.E2E_SMTP_PORT ?? '3126',
        E2E_STAND_IN_PORT: process.env.E2E_STAND_IN_PORT ?? '3191',
        E2E_DATABASE_URL: url.toString(),
        E2E_PAYLOAD_SECRET: randomBytes(32).toString('hex'),
        CANDOR_REPORT_NAME: 'playwright-pg',
      },
    })
    return result.status ?? 1
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl })
    await cleanup.connect()
    await cleanup.query(`drop database if exists ${name} with (force)`)
    await cleanup.end()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
