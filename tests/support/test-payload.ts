import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'

import { closeDatabase } from '@/lib/database'

import { loadMigrations } from './migrations'

export type TestDatabaseKind = 'sqlite' | 'postgres'

export const testDatabaseKind: TestDatabaseKind = process.env.CANDOR_TEST_DB === 'postgres' ? 'postgres' : 'sqlite'

const PG_ADMIN_URL = process.env.CANDOR_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export type TestDatabase = { env: Record<string, string>; drop: () => Promise<void> }

/**
 * A fresh, empty database for one test file: a new SQLite file, or a new PostgreSQL
 * database created on the admin URL and dropped afterwards.
 */
export async function createTestDatabase(kind: TestDatabaseKind = testDatabaseKind): Promise<TestDatabase> {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-test-'))
  if (kind === 'sqlite') {
    return {
      env: { DATABASE_URL: `file:${path.join(dataDir, 'candor.db')}`, DATA_DIR: dataDir },
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const name = `candor_test_${id}`
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString(), PAYLOAD_SECRET: randomBytes(32).toString('hex'), DATA_DIR: dataDir },
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestPayload = { payload: Payload; database: TestDatabase; stop: () => Promise<void> }

/** Boots real Payload on a fresh database with every committed migration applied. */
export async function startTestPayload(): Promise<TestPayload> {
  const database = await createTestDatabase()
  Object.assign(process.env, database.env)
  const { getPayload } = await import('payload')
  const { default: config } = await import('@/payload.config')
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: await loadMigrations(testDatabaseKind) })
  return {
    payload,
    database,
    stop: async () => {
      await closeDatabase(payload)
      await database.drop()
    },
  }
}
