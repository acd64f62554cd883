import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "moderation_events" ALTER COLUMN "review_id" DROP NOT NULL;
  ALTER TABLE "moderation_events" ADD COLUMN "review_ref" numeric;
  UPDATE "moderation_events" SET "review_ref" = "review_id";
  ALTER TABLE "moderation_events" ALTER COLUMN "review_ref" SET NOT NULL;
  CREATE INDEX "moderation_events_review_ref_idx" ON "moderation_events" USING btree ("review_ref");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "moderation_events_review_ref_idx";
  ALTER TABLE "moderation_events" ALTER COLUMN "review_id" SET NOT NULL;
  ALTER TABLE "moderation_events" DROP COLUMN "review_ref";`)
}
