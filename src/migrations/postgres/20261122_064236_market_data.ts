import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "market_plans" (
  	"nid" integer PRIMARY KEY NOT NULL,
  	"plan_year" integer NOT NULL,
  	"state" varchar NOT NULL,
  	"issuer_id" varchar NOT NULL,
  	"issuer_marketing_name" varchar NOT NULL,
  	"issuer_legal_name" varchar,
  	"product_type" varchar NOT NULL,
  	"reporting_unit_id" varchar NOT NULL
  );
  
  CREATE TABLE "market_plan_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_year" integer NOT NULL,
  	"nid" integer NOT NULL,
  	"standard_component_id" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"issuer_id" varchar NOT NULL,
  	"service_area_id" varchar NOT NULL,
  	"marketing_name" varchar NOT NULL,
  	"metal_level" varchar NOT NULL,
  	"deductible" integer,
  	"drug_deductible" integer,
  	"out_of_pocket_max" integer,
  	"drug_out_of_pocket_max" integer,
  	"is_hsa_eligible" boolean DEFAULT false NOT NULL,
  	"is_referral_required" boolean DEFAULT false NOT NULL,
  	"summary_of_benefits_url" varchar,
  	"brochure_url" varchar
  );
  
  CREATE TABLE "market_service_areas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_year" integer NOT NULL,
  	"state" varchar NOT NULL,
  	"issuer_id" varchar NOT NULL,
  	"service_area_id" varchar NOT NULL,
  	"covers_entire_state" boolean DEFAULT false NOT NULL,
  	"county_fips" varchar,
  	"is_partial_county" boolean DEFAULT false NOT NULL,
  	"zip_codes" varchar
  );
  
  CREATE TABLE "market_zip_counties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"zip" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"county_fips" varchar NOT NULL,
  	"county_name" varchar NOT NULL,
  	"is_primary" boolean DEFAULT false NOT NULL,
  	"city" varchar
  );
  
  CREATE TABLE "market_quality_ratings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rating_year" integer NOT NULL,
  	"state" varchar NOT NULL,
  	"reporting_unit_id" varchar NOT NULL,
  	"overall" integer,
  	"overall_not_rated_reason" varchar,
  	"medical_care" integer,
  	"medical_care_not_rated_reason" varchar,
  	"member_experience" integer,
  	"member_experience_not_rated_reason" varchar,
  	"plan_administration" integer,
  	"plan_administration_not_rated_reason" varchar
  );
  
  CREATE TABLE "market_issuer_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" varchar NOT NULL,
  	"issuer_id" varchar NOT NULL,
  	"issuer_name" varchar,
  	"source" varchar NOT NULL,
  	"period" varchar NOT NULL,
  	"claims_received_in_network" integer,
  	"claims_denied_in_network" integer,
  	"not_available_marker" varchar
  );
  
  CREATE TABLE "market_data_loads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_year" integer NOT NULL,
  	"source" varchar NOT NULL,
  	"counts" jsonb NOT NULL,
  	"loaded_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE UNIQUE INDEX "market_plans_unit_idx" ON "market_plans" USING btree ("state","reporting_unit_id");
  CREATE INDEX "market_plan_options_plan_idx" ON "market_plan_options" USING btree ("nid");
  CREATE UNIQUE INDEX "market_plan_options_scid_idx" ON "market_plan_options" USING btree ("plan_year","standard_component_id");
  CREATE INDEX "market_service_areas_area_idx" ON "market_service_areas" USING btree ("state","issuer_id","service_area_id");
  CREATE UNIQUE INDEX "market_zip_counties_zip_idx" ON "market_zip_counties" USING btree ("zip","county_fips");
  CREATE UNIQUE INDEX "market_quality_ratings_unit_idx" ON "market_quality_ratings" USING btree ("state","reporting_unit_id","rating_year");
  CREATE UNIQUE INDEX "market_issuer_claims_issuer_idx" ON "market_issuer_claims" USING btree ("state","issuer_id","source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "market_plans" CASCADE;
  DROP TABLE "market_plan_options" CASCADE;
  DROP TABLE "market_service_areas" CASCADE;
  DROP TABLE "market_zip_counties" CASCADE;
  DROP TABLE "market_quality_ratings" CASCADE;
  DROP TABLE "market_issuer_claims" CASCADE;
  DROP TABLE "market_data_loads" CASCADE;`)
}
