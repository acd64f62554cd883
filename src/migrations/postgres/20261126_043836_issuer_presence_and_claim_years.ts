import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "market_issuer_presence" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_year" integer NOT NULL,
  	"state" varchar NOT NULL,
  	"issuer_id" varchar NOT NULL,
  	"issuer_name" varchar,
  	"is_selling" boolean DEFAULT false NOT NULL,
  	"note" varchar
  );
  
  ALTER TABLE "market_issuer_claims" ADD COLUMN "puf_year" integer;
  ALTER TABLE "market_issuer_claims" ADD COLUMN "caveat" varchar;
  CREATE UNIQUE INDEX "market_issuer_presence_issuer_idx" ON "market_issuer_presence" USING btree ("plan_year","state","issuer_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "market_issuer_presence" CASCADE;
  ALTER TABLE "market_issuer_claims" DROP COLUMN "puf_year";
  ALTER TABLE "market_issuer_claims" DROP COLUMN "caveat";`)
}
