import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`market_issuer_presence\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan_year\` integer NOT NULL,
  	\`state\` text NOT NULL,
  	\`issuer_id\` text NOT NULL,
  	\`issuer_name\` text,
  	\`is_selling\` integer DEFAULT false NOT NULL,
  	\`note\` text
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`market_issuer_presence_issuer_idx\` ON \`market_issuer_presence\` (\`plan_year\`,\`state\`,\`issuer_id\`);`)
  await db.run(sql`ALTER TABLE \`market_issuer_claims\` ADD \`puf_year\` integer;`)
  await db.run(sql`ALTER TABLE \`market_issuer_claims\` ADD \`caveat\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`market_issuer_presence\`;`)
  await db.run(sql`ALTER TABLE \`market_issuer_claims\` DROP COLUMN \`puf_year\`;`)
  await db.run(sql`ALTER TABLE \`market_issuer_claims\` DROP COLUMN \`caveat\`;`)
}
