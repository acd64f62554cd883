import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_insurer_events_action" ADD VALUE 'reviews-read' BEFORE 'note-handled';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The older type has no value for these entries: going back removes them.
  await db.execute(sql`
   DELETE FROM "insurer_events" WHERE "action" = 'reviews-read';
   ALTER TABLE "insurer_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_insurer_events_action";
  CREATE TYPE "public"."enum_insurer_events_action" AS ENUM('linked', 'unlinked', 'inbox-opened', 'note-handled', 'note-reopened', 'reply-submitted', 'reply-edited', 'reply-withdrawn');
  ALTER TABLE "insurer_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_insurer_events_action" USING "action"::"public"."enum_insurer_events_action";`)
}
