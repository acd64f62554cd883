import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "market_zip3_rating_areas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" varchar NOT NULL,
  	"zip3" varchar NOT NULL,
  	"rating_area_id" varchar NOT NULL
  );
  
  CREATE UNIQUE INDEX "market_zip3_rating_areas_zip3_idx" ON "market_zip3_rating_areas" USING btree ("state","zip3");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "market_zip3_rating_areas" CASCADE;`)
}
