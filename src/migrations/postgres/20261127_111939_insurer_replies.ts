import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_review_replies_status" AS ENUM('pending', 'published', 'rejected', 'withdrawn');
  CREATE TYPE "public"."enum_review_replies_policy_decision" AS ENUM('pass', 'reject');
  CREATE TYPE "public"."enum_review_replies_rejection_reason" AS ENUM('not-about-experience', 'personal-information', 'offensive', 'conflict-of-interest', 'spam-or-duplicate', 'someone-elses-health', 'advertising');
  ALTER TYPE "public"."enum_moderation_events_action" ADD VALUE 'reply-published';
  ALTER TYPE "public"."enum_moderation_events_action" ADD VALUE 'reply-rejected';
  ALTER TYPE "public"."enum_insurer_events_action" ADD VALUE 'reply-submitted';
  ALTER TYPE "public"."enum_insurer_events_action" ADD VALUE 'reply-edited';
  ALTER TYPE "public"."enum_insurer_events_action" ADD VALUE 'reply-withdrawn';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'refreshInsurerResponsiveness' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendInsurerDigests' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'refreshInsurerResponsiveness' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendInsurerDigests' BEFORE 'schedulePublish';
  CREATE TABLE "review_replies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"review_id" integer,
  	"plan" numeric,
  	"issuer_id" varchar,
  	"body" varchar,
  	"status" "enum_review_replies_status" DEFAULT 'pending',
  	"withdrawn" boolean DEFAULT false,
  	"policy_decision" "enum_review_replies_policy_decision",
  	"rejection_reason" "enum_review_replies_rejection_reason",
  	"author_id" integer,
  	"decided_by_id" integer,
  	"decided_at" timestamp(3) with time zone,
  	"submitted_at" timestamp(3) with time zone,
  	"first_submitted_at" timestamp(3) with time zone,
  	"published_at" timestamp(3) with time zone,
  	"first_published_at" timestamp(3) with time zone,
  	"reviewer_told_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "insurer_responsiveness" (
  	"issuer_id" varchar PRIMARY KEY NOT NULL,
  	"has_account" integer DEFAULT 0 NOT NULL,
  	"reviews" integer DEFAULT 0 NOT NULL,
  	"replied" integer DEFAULT 0 NOT NULL,
  	"median_minutes" integer,
  	"computed_at" varchar NOT NULL
  );
  
  CREATE TABLE "reply_mail_stops" (
  	"address_hash" varchar PRIMARY KEY NOT NULL,
  	"stopped_at" varchar NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "digest_sent_at" timestamp(3) with time zone;
  ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "review_replies_review_idx" ON "review_replies" USING btree ("review_id");
  CREATE INDEX "review_replies_plan_idx" ON "review_replies" USING btree ("plan");
  CREATE INDEX "review_replies_issuer_id_idx" ON "review_replies" USING btree ("issuer_id");
  CREATE INDEX "review_replies_status_idx" ON "review_replies" USING btree ("status");
  CREATE INDEX "review_replies_author_idx" ON "review_replies" USING btree ("author_id");
  CREATE INDEX "review_replies_decided_by_idx" ON "review_replies" USING btree ("decided_by_id");
  CREATE INDEX "review_replies_submitted_at_idx" ON "review_replies" USING btree ("submitted_at");
  CREATE INDEX "review_replies_updated_at_idx" ON "review_replies" USING btree ("updated_at");
  CREATE INDEX "review_replies_created_at_idx" ON "review_replies" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "review_replies" CASCADE;
  DROP TABLE "insurer_responsiveness" CASCADE;
  DROP TABLE "reply_mail_stops" CASCADE;
  ALTER TABLE "moderation_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_moderation_events_action";
  CREATE TYPE "public"."enum_moderation_events_action" AS ENUM('editorial-pass', 'editorial-reject', 'policy-pass', 'policy-reject', 'redact', 'published', 'rejected', 'reported');
  ALTER TABLE "moderation_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_moderation_events_action" USING "action"::"public"."enum_moderation_events_action";
  ALTER TABLE "insurer_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_insurer_events_action";
  CREATE TYPE "public"."enum_insurer_events_action" AS ENUM('linked', 'unlinked', 'inbox-opened', 'note-handled', 'note-reopened');
  ALTER TABLE "insurer_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_insurer_events_action" USING "action"::"public"."enum_insurer_events_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverMail', 'sendNewsletterIssues', 'deleteOldMail', 'deleteExpiredReports', 'deleteUnconfirmedSubscribers', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverMail', 'sendNewsletterIssues', 'deleteOldMail', 'deleteExpiredReports', 'deleteUnconfirmedSubscribers', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "digest_sent_at";
  DROP TYPE "public"."enum_review_replies_status";
  DROP TYPE "public"."enum_review_replies_policy_decision";
  DROP TYPE "public"."enum_review_replies_rejection_reason";`)
}
