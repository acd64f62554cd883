import type { Migration } from 'payload'

import type { TestDatabaseKind } from './test-payload'

/**
 * The committed migrations of one adapter, loaded through the test bundler (plain Node
 * cannot import .ts). The path is computed so that the type checker leaves the generated
 * files alone: their drizzle types come from two copies of drizzle-orm.
 */
export async function loadMigrations(kind: TestDatabaseKind): Promise<Migration[]> {
  const modulePath = `@/migrations/${kind}`
  const loaded = (await import(/* @vite-ignore */ modulePath)) as { migrations: Migration[] }
  return loaded.migrations
}
