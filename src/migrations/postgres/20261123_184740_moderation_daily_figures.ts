import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "moderation_daily_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"rating" varchar NOT NULL,
  	"status" varchar NOT NULL,
  	"reason" varchar DEFAULT '' NOT NULL,
  	"reviews" integer DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "moderation_decision_times" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"minutes" integer NOT NULL,
  	"reviews" integer DEFAULT 0 NOT NULL
  );
  
  CREATE UNIQUE INDEX "moderation_daily_counts_key_idx" ON "moderation_daily_counts" USING btree ("day","rating","status","reason");
  CREATE UNIQUE INDEX "moderation_decision_times_key_idx" ON "moderation_decision_times" USING btree ("day","minutes");`)
  await fillFromReviews(db)
}

/** Fills the new tables from the reviews already stored (also run by the tests). */
export async function fillFromReviews(db: MigrateUpArgs['db']): Promise<void> {
  await db.execute(sql`
    INSERT INTO moderation_daily_counts (day, rating, status, reason, reviews)
    SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), overall_rating::text, status::text,
      CASE WHEN status::text = 'rejected' THEN coalesce(rejection_reason::text, '') ELSE '' END, count(*)
    FROM reviews GROUP BY 1, 2, 3, 4;
  `)
  await db.execute(sql`
    INSERT INTO moderation_decision_times (day, minutes, reviews)
    SELECT day, CASE WHEN round(h) < 48 THEN round(h)::integer * 60 ELSE round(h / 2.4)::integer * 144 END, count(*)
    FROM (
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
        extract(epoch FROM (decided_at - created_at))::numeric / 3600 AS h
      FROM reviews WHERE decided_at IS NOT NULL AND status::text <> 'pending'
    ) AS decided GROUP BY 1, 2;
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "moderation_daily_counts" CASCADE;
  DROP TABLE "moderation_decision_times" CASCADE;`)
}
