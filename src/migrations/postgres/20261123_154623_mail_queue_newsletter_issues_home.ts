import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_outbox_status" AS ENUM('queued', 'sending', 'retrying', 'sent', 'failed', 'kept');
  CREATE TYPE "public"."enum_newsletter_issues_status" AS ENUM('draft', 'sending', 'sent');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverMail' BEFORE 'deleteExpiredReports';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNewsletterIssues' BEFORE 'deleteExpiredReports';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deleteOldMail' BEFORE 'deleteExpiredReports';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverMail' BEFORE 'deleteExpiredReports';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNewsletterIssues' BEFORE 'deleteExpiredReports';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deleteOldMail' BEFORE 'deleteExpiredReports';
  CREATE TABLE "newsletter_issues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"send_now" boolean DEFAULT false,
  	"status" "enum_newsletter_issues_status" DEFAULT 'draft' NOT NULL,
  	"recipients" numeric,
  	"send_started_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"cursor" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "home_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_heading" varchar NOT NULL,
  	"hero_lead" varchar NOT NULL,
  	"jobs_heading" varchar NOT NULL,
  	"health_data_heading" varchar NOT NULL,
  	"health_data_text" varchar NOT NULL,
  	"health_data_link_label" varchar NOT NULL,
  	"loop_heading" varchar NOT NULL,
  	"loop_text" varchar NOT NULL,
  	"sources_heading" varchar NOT NULL,
  	"sources_text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "outbox" ADD COLUMN "status" "enum_outbox_status" DEFAULT 'queued' NOT NULL;
  UPDATE "outbox" SET "status" = 'kept';
  ALTER TABLE "outbox" ADD COLUMN "attempts" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "last_error" varchar;
  ALTER TABLE "outbox" ADD COLUMN "claimed_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;
  ALTER TABLE "outbox" ADD COLUMN "newsletter_issue_id" integer;
  ALTER TABLE "outbox" ADD COLUMN "subscriber" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_issues_id" integer;
  ALTER TABLE "home_jobs" ADD CONSTRAINT "home_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletter_issues_status_idx" ON "newsletter_issues" USING btree ("status");
  CREATE INDEX "newsletter_issues_updated_at_idx" ON "newsletter_issues" USING btree ("updated_at");
  CREATE INDEX "newsletter_issues_created_at_idx" ON "newsletter_issues" USING btree ("created_at");
  CREATE INDEX "home_jobs_order_idx" ON "home_jobs" USING btree ("_order");
  CREATE INDEX "home_jobs_parent_id_idx" ON "home_jobs" USING btree ("_parent_id");
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_newsletter_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("newsletter_issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk" FOREIGN KEY ("newsletter_issues_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");
  CREATE INDEX "outbox_next_attempt_at_idx" ON "outbox" USING btree ("next_attempt_at");
  CREATE INDEX "outbox_newsletter_issue_idx" ON "outbox" USING btree ("newsletter_issue_id");
  CREATE UNIQUE INDEX "newsletterIssue_subscriber_idx" ON "outbox" USING btree ("newsletter_issue_id","subscriber");
  CREATE INDEX "payload_locked_documents_rels_newsletter_issues_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_issues_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_issues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_issues" CASCADE;
  DROP TABLE "home_jobs" CASCADE;
  DROP TABLE "home" CASCADE;
  ALTER TABLE "outbox" DROP CONSTRAINT "outbox_newsletter_issue_id_newsletter_issues_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deleteExpiredReports', 'deleteUnconfirmedSubscribers', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deleteExpiredReports', 'deleteUnconfirmedSubscribers', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "outbox_status_idx";
  DROP INDEX "outbox_next_attempt_at_idx";
  DROP INDEX "outbox_newsletter_issue_idx";
  DROP INDEX "newsletterIssue_subscriber_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_issues_id_idx";
  ALTER TABLE "outbox" DROP COLUMN "status";
  ALTER TABLE "outbox" DROP COLUMN "attempts";
  ALTER TABLE "outbox" DROP COLUMN "next_attempt_at";
  ALTER TABLE "outbox" DROP COLUMN "sent_at";
  ALTER TABLE "outbox" DROP COLUMN "last_error";
  ALTER TABLE "outbox" DROP COLUMN "claimed_at";
  ALTER TABLE "outbox" DROP COLUMN "headers";
  ALTER TABLE "outbox" DROP COLUMN "newsletter_issue_id";
  ALTER TABLE "outbox" DROP COLUMN "subscriber";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_issues_id";
  DROP TYPE "public"."enum_outbox_status";
  DROP TYPE "public"."enum_newsletter_issues_status";`)
}
