import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "review_votes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"review_id" integer NOT NULL,
  	"voter" varchar NOT NULL,
  	"created_at" varchar NOT NULL
  );
  
  ALTER TABLE "reviews" ADD COLUMN "helpful_count" numeric DEFAULT 0;
  CREATE UNIQUE INDEX "review_votes_review_voter_idx" ON "review_votes" USING btree ("review_id","voter");
  CREATE INDEX "plan_status_helpfulCount_publishedAt_idx" ON "reviews" USING btree ("plan","status","helpful_count","published_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "review_votes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "review_votes" CASCADE;
  DROP INDEX "plan_status_helpfulCount_publishedAt_idx";
  ALTER TABLE "reviews" DROP COLUMN "helpful_count";`)
}
