import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "market_rating_areas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" varchar NOT NULL,
  	"county_fips" varchar NOT NULL,
  	"rating_area_id" varchar NOT NULL
  );
  
  CREATE TABLE "market_area_premiums" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_year" integer NOT NULL,
  	"state" varchar NOT NULL,
  	"rating_area_id" varchar NOT NULL,
  	"issuer_count" integer,
  	"plan_count" integer,
  	"benchmark_silver_cents_age40" integer,
  	"lowest_bronze_cents_age40" integer
  );
  
  CREATE UNIQUE INDEX "market_rating_areas_county_idx" ON "market_rating_areas" USING btree ("county_fips");
  CREATE UNIQUE INDEX "market_area_premiums_area_idx" ON "market_area_premiums" USING btree ("plan_year","state","rating_area_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "market_rating_areas" CASCADE;
  DROP TABLE "market_area_premiums" CASCADE;`)
}
