import path from 'node:path'

import type { Payload } from 'payload'

import { databaseAdapterOf } from './raw-tables'

/** Where each adapter keeps its committed migrations (relative to the project root). */
export const MIGRATION_DIRS = {
  sqlite: path.resolve(process.cwd(), 'src/migrations/sqlite'),
  postgres: path.resolve(process.cwd(), 'src/migrations/postgres'),
} as const

const PING_TIMEOUT_MS = 2000

/**
 * A pooled PostgreSQL connection that the server or the network ends while idle makes the
 * pool emit `error`; without a listener Node treats it as an uncaught exception. The pool
 * drops that connection and opens a new one on the next query, so a warning is all it needs.
 */
export function watchPoolErrors(payload: Pick<Payload, 'db' | 'logger'>): void {
  const { pool } = databaseAdapterOf(payload)
  pool?.on('error', (error?: Error) => {
    payload.logger.warn({ reason: error?.message }, 'a PostgreSQL connection was lost; the pool opens another')
  })
}

/** Runs `select 1`; a database that does not answer within two seconds counts as down. */
export async function pingDatabase(payload: Payload): Promise<void> {
  const db = databaseAdapterOf(payload)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database did not answer in time')), PING_TIMEOUT_MS)
  })
  try {
    await Promise.race([db.execute({ drizzle: db.drizzle, raw: 'select 1' }), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Closes the connections of a Payload instance. Payload's own `destroy` resets the
 * adapter but leaves the PostgreSQL pool and the SQLite client open.
 */
export async function closeDatabase(payload: Pick<Payload, 'db'>): Promise<void> {
  const db = databaseAdapterOf(payload)
  const { pool, client } = db
  await db.destroy?.()
  if (pool && !pool.ended) {
    // Once closing, a connection's late error (the server ending it first) is no news.
    const ignore = () => undefined
    pool.on('error', ignore)
    // `end` waits for every checked-out client, including the one Payload never returns.
    for (const pooled of [...(pool._clients ?? [])]) {
      pooled.on?.('error', ignore)
      try {
        pooled.release?.()
      } catch {
        // Already idle in the pool: `end` closes it.
      }
    }
    await pool.end()
  }
  if (client && !client.closed) client.close()
}
