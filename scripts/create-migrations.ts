/**
 * Generates a migration for each database adapter after a change to the Payload config:
 *   npm run migrate:create -- <name>
 * SQLite needs no server; the PostgreSQL one uses a throwaway database on
 * CANDOR_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 *
 * Each adapter's migration is written by a process of its own (the config reads its database
 * from the environment when loaded), which calls the adapter's `createMigration` as
 * `payload migrate:create --skip-empty` does, kept alive until it settles (scripts/keep-alive.ts):
 * Payload's own command can end with status 0 before writing anything on a busy machine. A
 * process that does not report its end is an error, never a silent "nothing to write".
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { untilSettled } from './keep-alive'

/** The line a process writing one adapter's migration prints last, once its work has ended. */
const FINISHED = 'candor: migration step finished'

const name = process.argv[2] === '--one' ? process.argv[3] : process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name> (lower case letters, digits and _)')
  process.exit(2)
}

const adminUrl = process.env.CANDOR_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const secret = randomBytes(32).toString('hex')

/** `--one <name>`: writes the migration of the database in this process's environment, if any change needs one. */
async function writeOne(): Promise<void> {
  process.env.PAYLOAD_MIGRATING = 'true'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../src/payload.config')
  const { closeDatabase } = await import('../src/lib/database')
  const payload = await getPayload({ config, disableOnInit: true })
  // With nothing to write, the adapter ends the process itself (`process.exit(0)`): here that
  // is the step's end, reported like any other.
  const exit = process.exit
  process.exit = ((code?: number) => {
    if (code === 0) throw new NothingToWrite()
    return exit(code)
  }) as typeof process.exit
  try {
    await payload.db.createMigration({ migrationName: name!, payload, skipEmpty: true })
  } catch (error) {
    if (!(error instanceof NothingToWrite)) throw error
    console.log(`No change to the ${payload.db.name} schema: no migration written.`)
  } finally {
    process.exit = exit
    await closeDatabase(payload)
  }
}

class NothingToWrite extends Error {}

function createMigration(kind: string, env: Record<string, string>): void {
  const result = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/create-migrations.ts', '--one', name!], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    env: { ...process.env, ...env, PAYLOAD_SECRET: secret },
  })
  const output = result.stdout ?? ''
  process.stdout.write(output.replace(`${FINISHED}\n`, ''))
  if (result.status !== 0) process.exit(result.status ?? 1)
  if (!output.includes(FINISHED)) {
    console.error(`The ${kind} migration step ended before it finished: nothing is known to be written. Run it again.`)
    process.exit(1)
  }
}

async function main(): Promise<void> {
  const sqliteFile = path.join(os.tmpdir(), `candor-migrate-${process.pid}.db`)
  createMigration('SQLite', { DATABASE_URL: `file:${sqliteFile}` })

  const database = `candor_migrate_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${database}`)
  try {
    const url = new URL(adminUrl)
    url.pathname = `/${database}`
    createMigration('PostgreSQL', { DATABASE_URL: url.toString() })
  } finally {
    await admin.query(`drop database if exists ${database}`)
    await admin.end()
  }
}

if (process.argv[2] === '--one') {
  untilSettled(writeOne).then(
    () => {
      console.log(FINISHED)
      process.exit(0)
    },
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
} else {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
