import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`moderation_daily_counts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`rating\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`reason\` text DEFAULT '' NOT NULL,
  	\`reviews\` integer DEFAULT 0 NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`moderation_daily_counts_key_idx\` ON \`moderation_daily_counts\` (\`day\`,\`rating\`,\`status\`,\`reason\`);`)
  await db.run(sql`CREATE TABLE \`moderation_decision_times\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`minutes\` integer NOT NULL,
  	\`reviews\` integer DEFAULT 0 NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`moderation_decision_times_key_idx\` ON \`moderation_decision_times\` (\`day\`,\`minutes\`);`)
  await fillFromReviews(db)
}

/** Fills the new tables from the reviews already stored (also run by the tests). */
export async function fillFromReviews(db: MigrateUpArgs['db']): Promise<void> {
  await db.run(sql`
    INSERT INTO moderation_daily_counts (day, rating, status, reason, reviews)
    SELECT substr(created_at, 1, 10), overall_rating, status,
      CASE WHEN status = 'rejected' THEN coalesce(rejection_reason, '') ELSE '' END, count(*)
    FROM reviews GROUP BY 1, 2, 3, 4;
  `)
  await db.run(sql`
    INSERT INTO moderation_decision_times (day, minutes, reviews)
    SELECT day, CASE WHEN round(h) < 48 THEN CAST(round(h) AS integer) * 60 ELSE CAST(round(h / 2.4) AS integer) * 144 END, count(*)
    FROM (
      SELECT substr(created_at, 1, 10) AS day, (julianday(decided_at) - julianday(created_at)) * 24 AS h
      FROM reviews WHERE decided_at IS NOT NULL AND status <> 'pending'
    ) GROUP BY 1, 2;
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`moderation_daily_counts\`;`)
  await db.run(sql`DROP TABLE \`moderation_decision_times\`;`)
}
