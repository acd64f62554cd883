import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`market_rating_areas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`county_fips\` text NOT NULL,
  	\`rating_area_id\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`market_rating_areas_county_idx\` ON \`market_rating_areas\` (\`county_fips\`);`)
  await db.run(sql`CREATE TABLE \`market_area_premiums\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan_year\` integer NOT NULL,
  	\`state\` text NOT NULL,
  	\`rating_area_id\` text NOT NULL,
  	\`issuer_count\` integer,
  	\`plan_count\` integer,
  	\`benchmark_silver_cents_age40\` integer,
  	\`lowest_bronze_cents_age40\` integer
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`market_area_premiums_area_idx\` ON \`market_area_premiums\` (\`plan_year\`,\`state\`,\`rating_area_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`market_rating_areas\`;`)
  await db.run(sql`DROP TABLE \`market_area_premiums\`;`)
}
