import 'server-only'

import type { Payload } from 'payload'

import { getLogger } from './logger'
import { getPayloadClient } from './payload'

const CHECK_TIMEOUT_MS = 2000

type Executes = { execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>; drizzle: unknown }

/** Runs `select 1` on the database; a database that does not answer in 2 s is not ready. */
export async function pingDatabase(payload: Payload): Promise<void> {
  const db = payload.db as unknown as Executes
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database did not answer in time')), CHECK_TIMEOUT_MS)
  })
  try {
    await Promise.race([db.execute({ drizzle: db.drizzle, raw: 'select 1' }), timeout])
  } finally {
    clearTimeout(timer)
  }
}

export async function checkDatabase(): Promise<{ ok: boolean }> {
  try {
    await pingDatabase(await getPayloadClient())
    return { ok: true }
  } catch (error) {
    getLogger().error({ err: error }, 'readiness check: database unavailable')
    return { ok: false }
  }
}
