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

  it('keeps the words of pages, the home page and the footer as English when they become bilingual, and back', async () => {
    const { payload } = context
    const { loadContentSeedIfMissing } = await import('@/features/content/server')
    const { readHomeContent, seedHomeIfEmpty } = await import('@/globals/Home/content')
    const { readFooterContent, seedFooterIfEmpty } = await import('@/globals/Footer/content')
    const { findPage } = await import('@/features/content/server')
    await loadContentSeedIfMissing(payload)
    await seedHomeIfEmpty(payload)
    await seedFooterIfEmpty(payload)
    const before = {
      home: await readHomeContent(payload),
      footer: await readFooterContent(payload),
      contact: (await findPage(payload, 'contact'))!.doc,
    }
    // A rollback undoes the migrations after it first, newest first, as `migrate:down` would.
    const migrations = (await loadMigrations(testDatabaseKind)).sort((a, b) => a.name.localeCompare(b.name))
    const from = migrations.findIndex((m) => m.name.endsWith('_content_languages'))
    expect(from).toBeGreaterThan(-1)
    const undone = migrations.slice(from)
    const drizzle = (payload.db as unknown as { drizzle: unknown }).drizzle
    const args = { db: drizzle, payload, req: {} } as never
    for (const migration of [...undone].reverse()) await migration.down(args)
    // Back to one language: the English words are in the tables they came from.
    const db = payload.db as unknown as { execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> }
    const rows = await db.execute({ drizzle, raw: `select title from pages where slug = 'contact'` })
    const titles = JSON.stringify(rows)
    expect(titles).toContain('Contact us')
    expect(titles).not.toContain('Contáctenos')
    for (const migration of undone) await migration.up(args)
    expect(await readHomeContent(payload)).toEqual(before.home)
    expect(await readFooterContent(payload)).toEqual(before.footer)
    const contact = (await findPage(payload, 'contact'))!
    expect(contact).toMatchObject({
      locale: 'en',
      doc: { title: before.contact.title, summary: before.contact.summary },
    })
    expect(contact.doc.body).toEqual(before.contact.body)
    // The Spanish words did not survive the way back; the Spanish page says so.
    expect((await findPage(payload, 'contact', false, 'es'))!.locale).toBe('en')
  })

  it('answers the readiness query', async () => {
    await expect(pingDatabase(context.payload)).resolves.toBeUndefined()
  })
})
