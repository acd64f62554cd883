import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`market_plans\` (
  	\`nid\` integer PRIMARY KEY NOT NULL,
  	\`plan_year\` integer NOT NULL,
  	\`state\` text NOT NULL,
  	\`issuer_id\` text NOT NULL,
  	\`issuer_marketing_name\` text NOT NULL,
  	\`issuer_legal_name\` text,
  	\`product_type\` text NOT NULL,
  	\`reporting_unit_id\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`market_plans_unit_idx\` ON \`market_plans\` (\`state\`,\`reporting_unit_id\`);`)
  await db.run(sql`CREATE TABLE \`market_plan_options\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan_year\` integer NOT NULL,
  	\`nid\` integer NOT NULL,
  	\`standard_component_id\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`issuer_id\` text NOT NULL,
  	\`service_area_id\` text NOT NULL,
  	\`marketing_name\` text NOT NULL,
  	\`metal_level\` text NOT NULL,
  	\`deductible\` integer,
  	\`drug_deductible\` integer,
  	\`out_of_pocket_max\` integer,
  	\`drug_out_of_pocket_max\` integer,
  	\`is_hsa_eligible\` integer DEFAULT false NOT NULL,
  	\`is_referral_required\` integer DEFAULT false NOT NULL,
  	\`summary_of_benefits_url\` text,
  	\`brochure_url\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`market_plan_options_plan_idx\` ON \`market_plan_options\` (\`nid\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`market_plan_options_scid_idx\` ON \`market_plan_options\` (\`plan_year\`,\`standard_component_id\`);`)
  await db.run(sql`CREATE TABLE \`market_service_areas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan_year\` integer NOT NULL,
  	\`state\` text NOT NULL,
  	\`issuer_id\` text NOT NULL,
  	\`service_area_id\` text NOT NULL,
  	\`covers_entire_state\` integer DEFAULT false NOT NULL,
  	\`county_fips\` text,
  	\`is_partial_county\` integer DEFAULT false NOT NULL,
  	\`zip_codes\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`market_service_areas_area_idx\` ON \`market_service_areas\` (\`state\`,\`issuer_id\`,\`service_area_id\`);`)
  await db.run(sql`CREATE TABLE \`market_zip_counties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`zip\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`county_fips\` text NOT NULL,
  	\`county_name\` text NOT NULL,
  	\`is_primary\` integer DEFAULT false NOT NULL,
  	\`city\` text
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`market_zip_counties_zip_idx\` ON \`market_zip_counties\` (\`zip\`,\`county_fips\`);`)
  await db.run(sql`CREATE TABLE \`market_quality_ratings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`rating_year\` integer NOT NULL,
  	\`state\` text NOT NULL,
  	\`reporting_unit_id\` text NOT NULL,
  	\`overall\` integer,
  	\`overall_not_rated_reason\` text,
  	\`medical_care\` integer,
  	\`medical_care_not_rated_reason\` text,
  	\`member_experience\` integer,
  	\`member_experience_not_rated_reason\` text,
  	\`plan_administration\` integer,
  	\`plan_administration_not_rated_reason\` text
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`market_quality_ratings_unit_idx\` ON \`market_quality_ratings\` (\`state\`,\`reporting_unit_id\`,\`rating_year\`);`)
  await db.run(sql`CREATE TABLE \`market_issuer_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`state\` text NOT NULL,
  	\`issuer_id\` text NOT NULL,
  	\`issuer_name\` text,
  	\`source\` text NOT NULL,
  	\`period\` text NOT NULL,
  	\`claims_received_in_network\` integer,
  	\`claims_denied_in_network\` integer,
  	\`not_available_marker\` text
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`market_issuer_claims_issuer_idx\` ON \`market_issuer_claims\` (\`state\`,\`issuer_id\`,\`source\`);`)
  await db.run(sql`CREATE TABLE \`market_data_loads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan_year\` integer NOT NULL,
  	\`source\` text NOT NULL,
  	\`counts\` text NOT NULL,
  	\`loaded_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`market_plans\`;`)
  await db.run(sql`DROP TABLE \`market_plan_options\`;`)
  await db.run(sql`DROP TABLE \`market_service_areas\`;`)
  await db.run(sql`DROP TABLE \`market_zip_counties\`;`)
  await db.run(sql`DROP TABLE \`market_quality_ratings\`;`)
  await db.run(sql`DROP TABLE \`market_issuer_claims\`;`)
  await db.run(sql`DROP TABLE \`market_data_loads\`;`)
}
