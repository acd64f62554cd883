import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

// Dialect-neutral SQL builders (drizzle-orm, as re-exported by the adapter package).
import { count, desc, eq } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { databaseAdapterOf, rawTable, type RawDb, type RawTableColumns } from '@/lib/raw-tables'

import { MARKET_SEED_FILE, type MarketSeed } from './seed-format'
import type { MarketTableName } from './tables'

/** Rows per INSERT: well below SQLite's limit on bound values for the widest table. */
const INSERT_CHUNK = 400

export type MarketDb = RawDb
export type MarketTable = RawTableColumns

export function marketDb(payload: Payload): MarketDb {
  return databaseAdapterOf(payload).drizzle
}

export function marketTable(payload: Payload, name: MarketTableName): MarketTable {
  return rawTable(payload, name)
}

/** Inserts rows given as a column list and value arrays, in chunks. */
export async function insertRows(
  db: MarketDb,
  table: MarketTable,
  columns: string[],
  rows: unknown[][],
  onProgress?: (done: number) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK).map((values) => {
      const row: Record<string, unknown> = {}
      columns.forEach((column, index) => (row[column] = values[index]))
      return row
    })
    await db.insert(table).values(chunk)
    onProgress?.(Math.min(start + INSERT_CHUNK, rows.length))
  }
}

/** The id of the newest data load, or 0 before any: it changes whenever the data does. */
export async function getMarketDataVersion(payload: Payload): Promise<number> {
  const loads = marketTable(payload, 'market_data_loads')
  const [latest] = await marketDb(payload).select({ id: loads.id }).from(loads).orderBy(desc(loads.id)).limit(1)
  return Number(latest?.id ?? 0)
}

export function readMarketSeed(file = path.resolve(process.cwd(), MARKET_SEED_FILE)): MarketSeed {
  return JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')) as MarketSeed
}

/**
 * Reference tables that came after the first seeds. A database loaded before they existed
 * gets them from the seed on its next start; one that holds rows of its own is left alone.
 */
const LATER_SEED_TABLES: readonly MarketTableName[] = [
  'market_rating_areas',
  'market_zip3_rating_areas',
  'market_area_premiums',
  'market_issuer_presence',
]

/**
 * Files added to a reference table after it was first loaded: their rows (those of the seed with
 * this value in this column) go into a database that has none of them yet.
 */
const LATER_SEED_PARTS: readonly { table: MarketTableName; column: string; value: string }[] = [
  { table: 'market_issuer_claims', column: 'source', value: 'CMS Transparency in Coverage PUF, plan year 2026' },
]

/**
 * Loads the committed seed into an empty database, in one transaction. A database that
 * already holds marketplace data keeps it; only the reference tables added since it was
 * loaded, when still empty, are filled from the seed. So every start may call this.
 */
export async function loadMarketSeedIfEmpty(
  payload: Payload,
  seed: MarketSeed = readMarketSeed(),
): Promise<{ loaded: boolean; counts: Record<string, number> }> {
  const db = marketDb(payload)
  const rowCount = async (name: MarketTableName) => {
    const [row] = await db.select({ total: count() }).from(marketTable(payload, name))
    return Number(row?.total ?? 0)
  }
  const isEmpty = (await rowCount('market_plans')) === 0
  const names = Object.keys(seed.tables) as MarketTableName[]
  const toLoad = isEmpty ? names : []
  const parts: { name: MarketTableName; columns: string[]; rows: unknown[][]; label: string }[] = []
  if (!isEmpty) {
    for (const name of names) {
      if (LATER_SEED_TABLES.includes(name) && (await rowCount(name)) === 0) toLoad.push(name)
    }
    for (const part of LATER_SEED_PARTS) {
      const data = seed.tables[part.table]
      const table = marketTable(payload, part.table)
      const column = data?.columns.indexOf(part.column) ?? -1
      if (!data || column < 0 || toLoad.includes(part.table)) continue
      const [held] = await db.select({ total: count() }).from(table).where(eq(table[part.column]!, part.value))
      if (Number(held?.total ?? 0) > 0) continue
      const rows = data.rows.filter((row) => row[column] === part.value)
      if (rows.length > 0)
        parts.push({ name: part.table, columns: data.columns, rows, label: `${part.table} (${part.value})` })
    }
  }
  if (toLoad.length === 0 && parts.length === 0) return { loaded: false, counts: {} }

  const counts: Record<string, number> = {}
  await db.transaction(async (tx) => {
    for (const name of toLoad) {
      const data = seed.tables[name]!
      await insertRows(tx, marketTable(payload, name), data.columns, data.rows)
      counts[name] = data.rows.length
    }
    for (const part of parts) {
      await insertRows(tx, marketTable(payload, part.name), part.columns, part.rows)
      counts[part.label] = part.rows.length
    }
    const added = [...toLoad, ...parts.map((part) => part.label)]
    const source = isEmpty ? `seed: ${seed.source}` : `seed, data added since: ${added.join(', ')}`
    await tx.insert(marketTable(payload, 'market_data_loads')).values([{ planYear: seed.planYear, source, counts }])
  })
  return { loaded: isEmpty, counts }
}
