import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`review_votes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`review_id\` integer NOT NULL,
  	\`voter\` text NOT NULL,
  	\`created_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`review_votes_review_voter_idx\` ON \`review_votes\` (\`review_id\`,\`voter\`);`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`helpful_count\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`plan_status_helpfulCount_publishedAt_idx\` ON \`reviews\` (\`plan\`,\`status\`,\`helpful_count\`,\`published_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`review_votes\`;`)
  await db.run(sql`DROP INDEX \`plan_status_helpfulCount_publishedAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`helpful_count\`;`)
}
