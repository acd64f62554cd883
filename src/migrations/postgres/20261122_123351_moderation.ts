import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_signals" AS ENUM('personal-info', 'profanity', 'link', 'near-duplicate', 'burst-client', 'burst-email', 'new-account-many-plans');
  CREATE TYPE "public"."enum_reviews_editorial_decision" AS ENUM('pass', 'reject');
  CREATE TYPE "public"."enum_reviews_policy_decision" AS ENUM('pass', 'reject');
  CREATE TYPE "public"."enum_reviews_rejection_reason" AS ENUM('not-about-experience', 'personal-information', 'offensive', 'conflict-of-interest', 'spam-or-duplicate', 'someone-elses-health', 'advertising');
  CREATE TYPE "public"."enum_review_reports_reason" AS ENUM('not-about-experience', 'personal-information', 'offensive', 'conflict-of-interest', 'spam-or-duplicate', 'advertising', 'illegal-or-harmful');
  CREATE TYPE "public"."enum_moderation_events_action" AS ENUM('editorial-pass', 'editorial-reject', 'policy-pass', 'policy-reject', 'redact', 'published', 'rejected', 'reported');
  CREATE TYPE "public"."enum_moderation_events_reason" AS ENUM('not-about-experience', 'personal-information', 'offensive', 'conflict-of-interest', 'spam-or-duplicate', 'someone-elses-health', 'advertising', 'illegal-or-harmful');
  CREATE TABLE "reviews_signals" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_reviews_signals",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "review_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"review_id" integer NOT NULL,
  	"reason" "enum_review_reports_reason" NOT NULL,
  	"reporter_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "moderation_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"review_id" integer NOT NULL,
  	"action" "enum_moderation_events_action" NOT NULL,
  	"actor_id" integer,
  	"actor_role" varchar,
  	"reason" "enum_moderation_events_reason",
  	"note" varchar,
  	"overall_rating" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "reviews" ADD COLUMN "editorial_decision" "enum_reviews_editorial_decision";
  ALTER TABLE "reviews" ADD COLUMN "policy_decision" "enum_reviews_policy_decision";
  ALTER TABLE "reviews" ADD COLUMN "rejection_reason" "enum_reviews_rejection_reason";
  ALTER TABLE "reviews" ADD COLUMN "note_to_author" varchar;
  ALTER TABLE "reviews" ADD COLUMN "editorial_by_id" integer;
  ALTER TABLE "reviews" ADD COLUMN "editorial_at" timestamp(3) with time zone;
  ALTER TABLE "reviews" ADD COLUMN "policy_by_id" integer;
  ALTER TABLE "reviews" ADD COLUMN "policy_at" timestamp(3) with time zone;
  ALTER TABLE "reviews" ADD COLUMN "decided_at" timestamp(3) with time zone;
  ALTER TABLE "reviews" ADD COLUMN "keep_visible" boolean;
  ALTER TABLE "reviews" ADD COLUMN "report_count" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "moderation_events_id" integer;
  ALTER TABLE "reviews_signals" ADD CONSTRAINT "reviews_signals_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "moderation_events" ADD CONSTRAINT "moderation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reviews_signals_order_idx" ON "reviews_signals" USING btree ("order");
  CREATE INDEX "reviews_signals_parent_idx" ON "reviews_signals" USING btree ("parent_id");
  CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");
  CREATE UNIQUE INDEX "review_reports_reporter_key_idx" ON "review_reports" USING btree ("reporter_key");
  CREATE INDEX "review_reports_updated_at_idx" ON "review_reports" USING btree ("updated_at");
  CREATE INDEX "review_reports_created_at_idx" ON "review_reports" USING btree ("created_at");
  CREATE INDEX "moderation_events_review_idx" ON "moderation_events" USING btree ("review_id");
  CREATE INDEX "moderation_events_action_idx" ON "moderation_events" USING btree ("action");
  CREATE INDEX "moderation_events_actor_idx" ON "moderation_events" USING btree ("actor_id");
  CREATE INDEX "moderation_events_updated_at_idx" ON "moderation_events" USING btree ("updated_at");
  CREATE INDEX "moderation_events_created_at_idx" ON "moderation_events" USING btree ("created_at");
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_editorial_by_id_users_id_fk" FOREIGN KEY ("editorial_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_policy_by_id_users_id_fk" FOREIGN KEY ("policy_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_reports_fk" FOREIGN KEY ("review_reports_id") REFERENCES "public"."review_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_moderation_events_fk" FOREIGN KEY ("moderation_events_id") REFERENCES "public"."moderation_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reviews_plan_snapshot_plan_snapshot_state_idx" ON "reviews" USING btree ("plan_snapshot_state");
  CREATE INDEX "reviews_editorial_by_idx" ON "reviews" USING btree ("editorial_by_id");
  CREATE INDEX "reviews_policy_by_idx" ON "reviews" USING btree ("policy_by_id");
  CREATE INDEX "reviews_decided_at_idx" ON "reviews" USING btree ("decided_at");
  CREATE INDEX "payload_locked_documents_rels_review_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("review_reports_id");
  CREATE INDEX "payload_locked_documents_rels_moderation_events_id_idx" ON "payload_locked_documents_rels" USING btree ("moderation_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews_signals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "moderation_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews_signals" CASCADE;
  DROP TABLE "review_reports" CASCADE;
  DROP TABLE "moderation_events" CASCADE;
  ALTER TABLE "reviews" DROP CONSTRAINT "reviews_editorial_by_id_users_id_fk";
  
  ALTER TABLE "reviews" DROP CONSTRAINT "reviews_policy_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_moderation_events_fk";
  
  DROP INDEX "reviews_plan_snapshot_plan_snapshot_state_idx";
  DROP INDEX "reviews_editorial_by_idx";
  DROP INDEX "reviews_policy_by_idx";
  DROP INDEX "reviews_decided_at_idx";
  DROP INDEX "payload_locked_documents_rels_review_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_moderation_events_id_idx";
  ALTER TABLE "reviews" DROP COLUMN "editorial_decision";
  ALTER TABLE "reviews" DROP COLUMN "policy_decision";
  ALTER TABLE "reviews" DROP COLUMN "rejection_reason";
  ALTER TABLE "reviews" DROP COLUMN "note_to_author";
  ALTER TABLE "reviews" DROP COLUMN "editorial_by_id";
  ALTER TABLE "reviews" DROP COLUMN "editorial_at";
  ALTER TABLE "reviews" DROP COLUMN "policy_by_id";
  ALTER TABLE "reviews" DROP COLUMN "policy_at";
  ALTER TABLE "reviews" DROP COLUMN "decided_at";
  ALTER TABLE "reviews" DROP COLUMN "keep_visible";
  ALTER TABLE "reviews" DROP COLUMN "report_count";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "moderation_events_id";
  DROP TYPE "public"."enum_reviews_signals";
  DROP TYPE "public"."enum_reviews_editorial_decision";
  DROP TYPE "public"."enum_reviews_policy_decision";
  DROP TYPE "public"."enum_reviews_rejection_reason";
  DROP TYPE "public"."enum_review_reports_reason";
  DROP TYPE "public"."enum_moderation_events_action";
  DROP TYPE "public"."enum_moderation_events_reason";`)
}
