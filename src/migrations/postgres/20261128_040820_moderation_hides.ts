import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_moderation_events_action" ADD VALUE 'hidden' BEFORE 'reply-published';
  ALTER TYPE "public"."enum_moderation_events_action" ADD VALUE 'restored' BEFORE 'reply-published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "moderation_events" ALTER COLUMN "action" SET DATA TYPE text;
  UPDATE "moderation_events" SET "action" = 'reported' WHERE "action" = 'hidden';
  UPDATE "moderation_events" SET "action" = 'published' WHERE "action" = 'restored';
  DROP TYPE "public"."enum_moderation_events_action";
  CREATE TYPE "public"."enum_moderation_events_action" AS ENUM('editorial-pass', 'editorial-reject', 'policy-pass', 'policy-reject', 'redact', 'published', 'rejected', 'reported', 'reply-published', 'reply-rejected');
  ALTER TABLE "moderation_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_moderation_events_action" USING "action"::"public"."enum_moderation_events_action";`)
}
