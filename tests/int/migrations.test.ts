import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MIGRATION_DIRS, pingDatabase } from '@/lib/database'

import { loadMigrations } from '../support/migrations'
import { startTestPayload, testDatabaseKind, type TestPayload } from '../support/test-payload'

let context: TestPayload

beforeAll(async () => {
  context = await startTestPayload()
})

afterAll(async () => {
  await context?.stop()
})

type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<{ version: string }> | { version: string }
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
  upSnapshot?: (snapshot: unknown) => unknown
}

describe(`migrations (${testDatabaseKind})`, () => {
  it('has a committed migration for every schema change in the Payload config', async () => {
    const db = context.payload.db as unknown as {
      requireDrizzleKit: () => DrizzleKit
      schema: unknown
      migrationDir: string
    }
    const dir = MIGRATION_DIRS[testDatabaseKind]
    expect(path.resolve(db.migrationDir)).toBe(dir)
    const snapshots = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
    expect(snapshots.length).toBeGreaterThan(0)
    const latest = JSON.parse(fs.readFileSync(path.join(dir, snapshots.at(-1)!), 'utf8')) as { version: string }

    const kit = db.requireDrizzleKit()
    const current = await kit.generateDrizzleJson(db.schema)
    const before = kit.upSnapshot && latest.version < current.version ? kit.upSnapshot(latest) : latest
    const pending = await kit.generateMigration(before, current)
    expect(pending, 'The Payload config changed without a migration: run `npm run migrate:create -- <name>`').toEqual(
      [],
    )
  })

  it('applies every migration on a fresh database, and a second run changes nothing', async () => {
    const { docs } = await context.payload.find({ collection: 'payload-migrations', limit: 100, overrideAccess: true })
    const files = fs
      .readdirSync(MIGRATION_DIRS[testDatabaseKind])
      .filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
    expect(docs.map((doc) => doc.name).sort()).toEqual(files.sort())
    await context.payload.db.migrate({ migrations: await loadMigrations(testDatabaseKind) })
    const again = await context.payload.count({ collection: 'payload-migrations', overrideAccess: true })
    expect(again.totalDocs).toBe(files.length)
  })

  it('answers the readiness query', async () => {
    await expect(pingDatabase(context.payload)).resolves.toBeUndefined()
  })
})
