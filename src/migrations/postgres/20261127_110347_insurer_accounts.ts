import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_insurer_events_action" AS ENUM('linked', 'unlinked', 'inbox-opened', 'note-handled', 'note-reopened');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'insurer';
  CREATE TABLE "users_issuer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"issuer_id" varchar,
  	"linked_by_id" integer,
  	"linked_at" timestamp(3) with time zone,
  	"evidence" varchar
  );
  
  CREATE TABLE "handled_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"review_id" integer,
  	"issuer_id" varchar,
  	"handled_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "insurer_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_insurer_events_action" NOT NULL,
  	"account_id" integer,
  	"issuer_id" varchar,
  	"review_id" integer,
  	"review_ref" numeric,
  	"actor_id" integer,
  	"actor_role" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "reviews" ADD COLUMN "plan_snapshot_issuer_id" varchar;
  ALTER TABLE "reviews" ADD COLUMN "insurer_may_contact" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "handled_notes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "insurer_events_id" integer;
  ALTER TABLE "users_issuer_links" ADD CONSTRAINT "users_issuer_links_linked_by_id_users_id_fk" FOREIGN KEY ("linked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_issuer_links" ADD CONSTRAINT "users_issuer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "handled_notes" ADD CONSTRAINT "handled_notes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "handled_notes" ADD CONSTRAINT "handled_notes_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "insurer_events" ADD CONSTRAINT "insurer_events_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "insurer_events" ADD CONSTRAINT "insurer_events_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "insurer_events" ADD CONSTRAINT "insurer_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_issuer_links_order_idx" ON "users_issuer_links" USING btree ("_order");
  CREATE INDEX "users_issuer_links_parent_id_idx" ON "users_issuer_links" USING btree ("_parent_id");
  CREATE INDEX "users_issuer_links_linked_by_idx" ON "users_issuer_links" USING btree ("linked_by_id");
  CREATE UNIQUE INDEX "handled_notes_review_idx" ON "handled_notes" USING btree ("review_id");
  CREATE INDEX "handled_notes_issuer_id_idx" ON "handled_notes" USING btree ("issuer_id");
  CREATE INDEX "handled_notes_handled_by_idx" ON "handled_notes" USING btree ("handled_by_id");
  CREATE INDEX "handled_notes_updated_at_idx" ON "handled_notes" USING btree ("updated_at");
  CREATE INDEX "handled_notes_created_at_idx" ON "handled_notes" USING btree ("created_at");
  CREATE INDEX "insurer_events_action_idx" ON "insurer_events" USING btree ("action");
  CREATE INDEX "insurer_events_account_idx" ON "insurer_events" USING btree ("account_id");
  CREATE INDEX "insurer_events_issuer_id_idx" ON "insurer_events" USING btree ("issuer_id");
  CREATE INDEX "insurer_events_review_idx" ON "insurer_events" USING btree ("review_id");
  CREATE INDEX "insurer_events_review_ref_idx" ON "insurer_events" USING btree ("review_ref");
  CREATE INDEX "insurer_events_actor_idx" ON "insurer_events" USING btree ("actor_id");
  CREATE INDEX "insurer_events_updated_at_idx" ON "insurer_events" USING btree ("updated_at");
  CREATE INDEX "insurer_events_created_at_idx" ON "insurer_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_handled_notes_fk" FOREIGN KEY ("handled_notes_id") REFERENCES "public"."handled_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_insurer_events_fk" FOREIGN KEY ("insurer_events_id") REFERENCES "public"."insurer_events"("id") ON DELETE cascade ON UPDATE no action;
  -- Reviews written before: the plan's HIOS issuer is the first part of its reporting unit (38344-PPO).
  UPDATE "reviews" SET "plan_snapshot_issuer_id" = substr("plan_snapshot_reporting_unit", 1, 5) WHERE "plan_snapshot_reporting_unit" ~ '^[0-9]{5}-';
  CREATE INDEX "reviews_plan_snapshot_plan_snapshot_issuer_id_idx" ON "reviews" USING btree ("plan_snapshot_issuer_id");
  CREATE INDEX "payload_locked_documents_rels_handled_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("handled_notes_id");
  CREATE INDEX "payload_locked_documents_rels_insurer_events_id_idx" ON "payload_locked_documents_rels" USING btree ("insurer_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_issuer_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "handled_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "insurer_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_issuer_links" CASCADE;
  DROP TABLE "handled_notes" CASCADE;
  DROP TABLE "insurer_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_handled_notes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_insurer_events_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'moderator', 'policy-reviewer');
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "reviews_plan_snapshot_plan_snapshot_issuer_id_idx";
  DROP INDEX "payload_locked_documents_rels_handled_notes_id_idx";
  DROP INDEX "payload_locked_documents_rels_insurer_events_id_idx";
  ALTER TABLE "reviews" DROP COLUMN "plan_snapshot_issuer_id";
  ALTER TABLE "reviews" DROP COLUMN "insurer_may_contact";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "handled_notes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "insurer_events_id";
  DROP TYPE "public"."enum_insurer_events_action";`)
}
