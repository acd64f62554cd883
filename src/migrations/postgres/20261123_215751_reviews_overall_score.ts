import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Reviews already stored get their score from their overall rating.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" ADD COLUMN "overall_score" numeric;
  UPDATE "reviews" SET "overall_score" = CASE "overall_rating"::text WHEN 'terrible' THEN 1 WHEN 'bad' THEN 2 WHEN 'okay' THEN 3 WHEN 'good' THEN 4 WHEN 'great' THEN 5 END;
  CREATE INDEX "plan_status_overallScore_publishedAt_idx" ON "reviews" USING btree ("plan","status","overall_score","published_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "plan_status_overallScore_publishedAt_idx";
  ALTER TABLE "reviews" DROP COLUMN "overall_score";`)
}
