/**
 * Generates a migration for each database adapter after a change to the Payload config:
 *   npm run migrate:create -- <name>
 * SQLite needs no server; the PostgreSQL one uses a throwaway database on
 * CANDOR_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name> (lower case letters, digits and _)')
  process.exit(2)
}

const adminUrl = process.env.CANDOR_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const secret = randomBytes(32).toString('hex')

function createMigration(env: Record<string, string>): void {
  const result = spawnSync(path.join('node_modules', '.bin', 'payload'), ['migrate:create', name!, '--skip-empty'], {
    stdio: 'inherit',
    env: { ...process.env, ...env, PAYLOAD_SECRET: secret },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

async function main(): Promise<void> {
  const sqliteFile = path.join(os.tmpdir(), `candor-migrate-${process.pid}.db`)
  createMigration({ DATABASE_URL: `file:${sqliteFile}` })

  const database = `candor_migrate_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${database}`)
  try {
    const url = new URL(adminUrl)
    url.pathname = `/${database}`
    createMigration({ DATABASE_URL: url.toString() })
  } finally {
    await admin.query(`drop database if exists ${database}`)
    await admin.end()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
