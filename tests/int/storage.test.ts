import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import { afterAll, describe, expect, it } from 'vitest'

import { callRoute } from '../support/routes'
import { startTestPayload, testDatabaseKind, type TestPayload } from '../support/test-payload'

/**
 * A full or read-only disk, said in words people can act on: at start (`npm start` stops
 * naming the setting and what to do), in readiness, and in the answer to a write (a 503 that
 * says nothing was saved). The disks are real: small file systems mounted for the test, where
 * this machine allows it, and an SQLite database held to its present size.
 */
const mounts: string[] = []

function mountSmallDisk(options: string): string | null {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'candor-disk-'))
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', folder], { encoding: 'utf8' })
  if (mounted.status !== 0) return null
  mounts.push(folder)
  return folder
}

const canMount = (() => {
  const probe = mountSmallDisk('size=1m')
  return probe !== null
})()

afterAll(() => {
  for (const folder of mounts.reverse()) spawnSync('umount', [folder])
})

describe.runIf(canMount)('a full or read-only data directory', () => {
  it('is named, with what to do, by the storage check', async () => {
    const { storageProblemOf, diskReport } = await import('@/lib/storage')
    const readOnly = mountSmallDisk('ro,size=1m')!
    expect(storageProblemOf(readOnly)).toBe(
      `DATA_DIR is ${readOnly}, and Candor cannot write there: it is on a read-only file system. Set DATA_DIR to a folder this user can write to (it holds the embedded database, uploads and local secrets), or make that folder writable, then start again.`,
    )
    const small = mountSmallDisk('size=1m')!
    expect(storageProblemOf(small)).toMatch(
      new RegExp(`^The disk that holds DATA_DIR \\(${small}\\) is full: 1 MB free, and Candor needs at least 64 MB`),
    )
    expect(diskReport(small)).toBe('full')
    expect(diskReport(os.tmpdir())).toBe('ok')
    expect(storageProblemOf(fs.mkdtempSync(path.join(os.tmpdir(), 'candor-fine-')))).toBeNull()
  })

  it('stops `npm start` with that sentence, not a bare EROFS, before it builds or writes', () => {
    const readOnly = mountSmallDisk('ro,size=1m')!
    const started = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: readOnly, DATABASE_URL: `file:${readOnly}/candor.db`, PAYLOAD_SECRET: '' },
      timeout: 60_000,
    })
    expect(started.status).toBe(1)
    expect(started.stderr).toContain(`DATA_DIR is ${readOnly}, and Candor cannot write there`)
    expect(started.stderr).not.toMatch(/EROFS|at Object\./)
    expect(started.stdout).not.toContain('building')
  })
})

describe.runIf(testDatabaseKind === 'sqlite')('a write when the database cannot grow', () => {
  let context: TestPayload | undefined
  afterAll(async () => {
    await context?.stop()
  })

  it('answers 503 saying nothing was saved, and saves nothing', async () => {
    context = await startTestPayload()
    const { payload } = context
    const { rawDb } = await import('@/lib/raw-tables')
    const db = (await rawDb(payload)) as unknown as {
      all: (query: unknown) => Promise<Record<string, unknown>[]>
      run: (query: unknown) => Promise<unknown>
    }
    // The database may not take one more page: every write that needs one fails as on a full disk.
    const [{ pages }] = (await db.all(sql`PRAGMA page_count`)).map((row) => ({ pages: Number(row.page_count) }))
    await db.run(sql.raw(`PRAGMA max_page_count = ${pages}`))
    const { POST: subscribe } = await import('@/app/(frontend)/v1/newsletter/subscribe/route')
    const answers = []
    for (let n = 0; n < 40; n += 1) {
      answers.push(
        await callRoute(subscribe, {
          body: { email: `full-disk-${n}-${'x'.repeat(200)}@example.com`, consent: true },
          address: `192.0.2.${100 + n}`,
        }),
      )
    }
    const refused = answers.filter((answer) => answer.status === 503)
    expect(refused.length).toBeGreaterThan(0)
    expect(answers.every((answer) => answer.status === 503 || answer.status < 300)).toBe(true)
    expect(refused[0]!.body).toMatchObject({
      code: '503',
      message: 'Candor cannot save anything just now: its disk is full. Nothing was saved. Please try again later.',
    })
    await db.run(sql.raw('PRAGMA max_page_count = 1073741823'))
  })
})
