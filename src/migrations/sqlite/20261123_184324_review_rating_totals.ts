import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`review_rating_totals\` (
  	\`plan_nid\` integer PRIMARY KEY NOT NULL,
  	\`reviews\` integer DEFAULT 0 NOT NULL,
  	\`overall_sum\` integer DEFAULT 0 NOT NULL,
  	\`access_to_care_sum\` integer DEFAULT 0 NOT NULL,
  	\`customer_service_sum\` integer DEFAULT 0 NOT NULL,
  	\`price_transparency_sum\` integer DEFAULT 0 NOT NULL,
  	\`overall_1\` integer DEFAULT 0 NOT NULL,
  	\`overall_2\` integer DEFAULT 0 NOT NULL,
  	\`overall_3\` integer DEFAULT 0 NOT NULL,
  	\`overall_4\` integer DEFAULT 0 NOT NULL,
  	\`overall_5\` integer DEFAULT 0 NOT NULL
  );
  `)
  await fillFromReviews(db)
}

/** Fills the new tables from the reviews already stored (also run by the tests). */
export async function fillFromReviews(db: MigrateUpArgs['db']): Promise<void> {
  await db.run(sql`
  INSERT INTO review_rating_totals (plan_nid, reviews, overall_sum, access_to_care_sum, customer_service_sum, price_transparency_sum, overall_1, overall_2, overall_3, overall_4, overall_5)
    SELECT plan,
      count(*),
      sum(CASE overall_rating WHEN 'terrible' THEN 1 WHEN 'bad' THEN 2 WHEN 'okay' THEN 3 WHEN 'good' THEN 4 WHEN 'great' THEN 5 ELSE 0 END),
      sum(CASE access_to_care_rating WHEN 'terrible' THEN 1 WHEN 'bad' THEN 2 WHEN 'okay' THEN 3 WHEN 'good' THEN 4 WHEN 'great' THEN 5 ELSE 0 END),
      sum(CASE customer_service_rating WHEN 'terrible' THEN 1 WHEN 'bad' THEN 2 WHEN 'okay' THEN 3 WHEN 'good' THEN 4 WHEN 'great' THEN 5 ELSE 0 END),
      sum(CASE price_transparency_rating WHEN 'terrible' THEN 1 WHEN 'bad' THEN 2 WHEN 'okay' THEN 3 WHEN 'good' THEN 4 WHEN 'great' THEN 5 ELSE 0 END),
      sum(CASE WHEN overall_rating = 'terrible' THEN 1 ELSE 0 END),
      sum(CASE WHEN overall_rating = 'bad' THEN 1 ELSE 0 END),
      sum(CASE WHEN overall_rating = 'okay' THEN 1 ELSE 0 END),
      sum(CASE WHEN overall_rating = 'good' THEN 1 ELSE 0 END),
      sum(CASE WHEN overall_rating = 'great' THEN 1 ELSE 0 END)
    FROM reviews WHERE status = 'published' GROUP BY plan;
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`review_rating_totals\`;`)
}
