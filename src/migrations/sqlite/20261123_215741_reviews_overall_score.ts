import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`overall_score\` numeric;`)
  // Reviews already stored get their score from their overall rating.
  await db.run(sql`UPDATE \`reviews\` SET \`overall_score\` = CASE overall_rating WHEN 'terrible' THEN 1 WHEN 'bad' THEN 2 WHEN 'okay' THEN 3 WHEN 'good' THEN 4 WHEN 'great' THEN 5 END;`)
  await db.run(sql`CREATE INDEX \`plan_status_overallScore_publishedAt_idx\` ON \`reviews\` (\`plan\`,\`status\`,\`overall_score\`,\`published_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`plan_status_overallScore_publishedAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`overall_score\`;`)
}
