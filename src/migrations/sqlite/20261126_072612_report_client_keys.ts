import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`reports\` ADD \`client_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`reports_client_id_idx\` ON \`reports\` (\`client_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`reports_client_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`reports\` DROP COLUMN \`client_id\`;`)
}
