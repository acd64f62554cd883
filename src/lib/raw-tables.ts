// Dialect-neutral SQL builders (drizzle-orm, as re-exported by the adapter package).
import type { AnyColumn, SQL } from '@payloadcms/db-sqlite/drizzle'
import type { RawTable } from '@payloadcms/drizzle/types'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Plain tables beside Payload's collections (reference data, aggregate rows), declared once
 * and built by each database adapter from the same description. Returns the
 * `beforeSchemaInit` hook that adds them. (The adapters pass `adapter` at run time, though
 * their published hook types leave it out.)
 */
export function addRawTables(tables: Record<string, RawTable>) {
  return function addTables<Schema>(args: { schema: Schema }): Schema {
    const { adapter } = args as unknown as { adapter: { rawTables: Record<string, RawTable> } }
    Object.assign(adapter.rawTables, tables)
    return args.schema
  }
}

// Drizzle's query builder is the same for both adapters but typed per dialect, so it is
// reached through these small structural types.
export type RawTableColumns = { [column: string]: AnyColumn }
export interface RawQuery<Row> extends PromiseLike<Row[]> {
  where: (condition: SQL | undefined) => RawQuery<Row>
  groupBy: (...columns: (AnyColumn | SQL)[]) => RawQuery<Row>
  orderBy: (...order: (AnyColumn | SQL)[]) => RawQuery<Row>
  limit: (count: number) => RawQuery<Row>
  offset: (count: number) => RawQuery<Row>
}
export interface RawInsert extends PromiseLike<unknown> {
  /** `INSERT … ON CONFLICT (target) DO UPDATE SET …`, which both SQLite and PostgreSQL run atomically. */
  onConflictDoUpdate: (config: { target: AnyColumn[]; set: Record<string, unknown> }) => PromiseLike<unknown>
}
export type RawDb = {
  select: <Row = Record<string, unknown>>(
    fields: Record<string, AnyColumn | SQL>,
  ) => { from: (table: RawTableColumns) => RawQuery<Row> }
  insert: (table: RawTableColumns) => { values: (rows: Record<string, unknown>[]) => RawInsert }
  delete: (table: RawTableColumns) => { where: (condition: SQL | undefined) => PromiseLike<unknown> }
}
type Adapter = {
  drizzle: RawDb
  tables: Record<string, RawTableColumns | undefined>
  sessions?: Record<string, { db: RawDb }>
}

/** A table of the schema (a collection's or a raw one) with its columns by field name. */
export function rawTable(payload: Pick<Payload, 'db'>, name: string): RawTableColumns {
  const table = (payload.db as unknown as Adapter).tables[name]
  if (!table) throw new Error(`The database schema has no ${name} table: are the migrations applied?`)
  return table
}

/** The database handle of the request's transaction when there is one, else the adapter's own. */
export async function rawDb(payload: Pick<Payload, 'db'>, req?: Partial<PayloadRequest>): Promise<RawDb> {
  const adapter = payload.db as unknown as Adapter
  const transaction = req?.transactionID ? await req.transactionID : undefined
  return (transaction !== undefined && adapter.sessions?.[String(transaction)]?.db) || adapter.drizzle
}

/** Inserts rows in chunks small enough for SQLite's limit on bound values. */
export async function insertInChunks(
  db: RawDb,
  table: RawTableColumns,
  rows: Record<string, unknown>[],
  size = 400,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await db.insert(table).values(rows.slice(start, start + size))
}
