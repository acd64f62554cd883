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
  return function addTables<Schema>(args: {
    schema: Schema
    adapter?: { rawTables: Record<string, RawTable> }
  }): Schema {
    if (!args.adapter) throw new Error('The database adapter did not pass itself to beforeSchemaInit')
    Object.assign(args.adapter.rawTables, tables)
    return args.schema
  }
}

// Drizzle's query builder is the same for both adapters but typed per dialect, so it is
// reached through these small structural types.
export type RawTableColumns = { [column: string]: AnyColumn }
export interface RawQuery<Row = Record<string, unknown>> extends PromiseLike<Row[]> {
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
  /** Every column when no fields are named. */
  select: <Row = Record<string, unknown>>(
    fields?: Record<string, AnyColumn | SQL>,
  ) => { from: (table: RawTableColumns) => RawQuery<Row> }
  insert: (table: RawTableColumns) => { values: (rows: Record<string, unknown>[]) => RawInsert }
  /** `UPDATE … SET … WHERE … RETURNING …`: one statement, so two servers never claim the same row. */
  update: (table: RawTableColumns) => {
    set: (values: Record<string, unknown>) => {
      where: (condition: SQL | undefined) => {
        returning: <Row>(fields: Record<string, AnyColumn>) => PromiseLike<Row[]>
      } & PromiseLike<unknown>
    }
  }
  delete: (table: RawTableColumns) => { where: (condition: SQL | undefined) => PromiseLike<unknown> }
  transaction: <T>(work: (tx: RawDb) => Promise<T>) => Promise<T>
}

type PgPool = {
  end: () => Promise<void>
  ended?: boolean
  on: (event: 'error', listener: (error?: Error) => void) => void
  // node-postgres keeps its clients here; Payload checks one out at connect and keeps it.
  _clients?: { release?: () => void; on?: (event: 'error', listener: () => void) => void }[]
}

/**
 * Payload's database adapter as Candor reaches it. Both adapters (SQLite and PostgreSQL)
 * have these members; their published types give them per dialect (the query builder) or
 * not at all (the pool, the transactions' sessions), so this is the one place where the
 * adapter is seen through a dialect-neutral type.
 */
export type CandorDatabaseAdapter = {
  drizzle: RawDb
  tables: Record<string, RawTableColumns | undefined>
  sessions?: Record<string, { db: RawDb }>
  execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
  pool?: PgPool
  client?: { close: () => void; closed?: boolean }
  destroy?: () => Promise<void>
}

/** Both of Candor's adapters build on drizzle: a query builder, its tables and raw SQL. */
function isDrizzleAdapter(db: Payload['db']): db is Payload['db'] & CandorDatabaseAdapter {
  return 'drizzle' in db && 'tables' in db && 'execute' in db
}

export function databaseAdapterOf(payload: Pick<Payload, 'db'>): CandorDatabaseAdapter {
  if (!isDrizzleAdapter(payload.db)) throw new Error('Candor runs on the SQLite or the PostgreSQL adapter')
  return payload.db
}

/** A table of the schema (a collection's or a raw one) with its columns by field name. */
export function rawTable(payload: Pick<Payload, 'db'>, name: string): RawTableColumns {
  const table = databaseAdapterOf(payload).tables[name]
  if (!table) throw new Error(`The database schema has no ${name} table: are the migrations applied?`)
  return table
}

/** The database handle of the request's transaction when there is one, else the adapter's own. */
export async function rawDb(payload: Pick<Payload, 'db'>, req?: Partial<PayloadRequest>): Promise<RawDb> {
  const adapter = databaseAdapterOf(payload)
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
