import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * SQLite gives a new row the highest id plus one, so a review deleted while it was the newest
 * lent its id to the next: the moderation and insurers' trails then named two reviews by one
 * id. With AUTOINCREMENT an id is never given twice; the counter starts above every id a
 * review or a trail has named. The table is rebuilt as SQLite asks (foreign keys off, copy,
 * swap), written by hand: Payload's schema has no word for it, and PostgreSQL's sequences
 * never give an id twice already.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const [table] = (await db.all(sql`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'reviews'`)) as {
    sql: string
  }[]
  if (!table || /AUTOINCREMENT/i.test(table.sql)) return
  const indexes = (await db.all(
    sql`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'reviews' AND sql IS NOT NULL`,
  )) as { sql: string }[]
  const [{ foreign_keys: enforced }] = (await db.all(sql`PRAGMA foreign_keys`)) as { foreign_keys: number }[]
  const rebuilt = table.sql
    .replace(/^CREATE TABLE\s+[`"]?reviews[`"]?/i, 'CREATE TABLE `reviews_rebuilt`')
    .replace(/([`"]?id[`"]?\s+integer\s+PRIMARY KEY)/i, '$1 AUTOINCREMENT')
  if (!/AUTOINCREMENT/.test(rebuilt)) throw new Error('The reviews table has no integer id to keep: nothing was changed.')
  await db.run(sql`PRAGMA foreign_keys = OFF`)
  try {
    await db.run(sql.raw(rebuilt))
    await db.run(sql`INSERT INTO reviews_rebuilt SELECT * FROM reviews`)
    await db.run(sql`DROP TABLE reviews`)
    await db.run(sql`ALTER TABLE reviews_rebuilt RENAME TO reviews`)
    for (const index of indexes) await db.run(sql.raw(index.sql))
    const [{ high }] = (await db.all(sql`
      SELECT max(
        coalesce((SELECT max(id) FROM reviews), 0),
        coalesce((SELECT max(review_ref) FROM moderation_events), 0),
        coalesce((SELECT max(review_ref) FROM insurer_events), 0)
      ) AS high`)) as { high: number }[]
    await db.run(sql`DELETE FROM sqlite_sequence WHERE name = 'reviews'`)
    await db.run(sql`INSERT INTO sqlite_sequence (name, seq) VALUES ('reviews', ${high})`)
  } finally {
    if (enforced) await db.run(sql`PRAGMA foreign_keys = ON`)
  }
}

/** Nothing to undo: ids that are never given twice harm no earlier schema. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
