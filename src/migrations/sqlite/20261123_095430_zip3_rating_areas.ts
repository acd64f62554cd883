import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`market_zip3_rating_areas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`zip3\` text NOT NULL,
  	\`rating_area_id\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`market_zip3_rating_areas_zip3_idx\` ON \`market_zip3_rating_areas\` (\`state\`,\`zip3\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`market_zip3_rating_areas\`;`)
}
