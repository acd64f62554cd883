import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_status" AS ENUM('pending', 'published', 'rejected');
  CREATE TYPE "public"."enum_reviews_overall_rating" AS ENUM('terrible', 'bad', 'okay', 'good', 'great');
  CREATE TYPE "public"."enum_reviews_access_to_care_rating" AS ENUM('terrible', 'bad', 'okay', 'good', 'great');
  CREATE TYPE "public"."enum_reviews_customer_service_rating" AS ENUM('terrible', 'bad', 'okay', 'good', 'great');
  CREATE TYPE "public"."enum_reviews_price_transparency_rating" AS ENUM('terrible', 'bad', 'okay', 'good', 'great');
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan" numeric NOT NULL,
  	"plan_snapshot_issuer_legal_name" varchar,
  	"plan_snapshot_state" varchar,
  	"plan_snapshot_reporting_unit" varchar,
  	"status" "enum_reviews_status" DEFAULT 'pending' NOT NULL,
  	"published_at" timestamp(3) with time zone,
  	"overall_rating" "enum_reviews_overall_rating" NOT NULL,
  	"access_to_care_rating" "enum_reviews_access_to_care_rating" NOT NULL,
  	"customer_service_rating" "enum_reviews_customer_service_rating" NOT NULL,
  	"price_transparency_rating" "enum_reviews_price_transparency_rating" NOT NULL,
  	"public_message" varchar NOT NULL,
  	"private_message" varchar,
  	"display_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  CREATE INDEX "reviews_plan_idx" ON "reviews" USING btree ("plan");
  CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
  CREATE INDEX "reviews_published_at_idx" ON "reviews" USING btree ("published_at");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  DROP TYPE "public"."enum_reviews_status";
  DROP TYPE "public"."enum_reviews_overall_rating";
  DROP TYPE "public"."enum_reviews_access_to_care_rating";
  DROP TYPE "public"."enum_reviews_customer_service_rating";
  DROP TYPE "public"."enum_reviews_price_transparency_rating";`)
}
