import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_language" AS ENUM('en', 'es');
  CREATE TABLE "newsletter_issues_locales" (
  	"subject" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "subscribers" ADD COLUMN "language" "enum_subscribers_language" DEFAULT 'en';
  ALTER TABLE "newsletter_issues_locales" ADD CONSTRAINT "newsletter_issues_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "newsletter_issues_locales_locale_parent_id_unique" ON "newsletter_issues_locales" USING btree ("_locale","_parent_id");
  -- The issues written so far are in English.
  INSERT INTO "newsletter_issues_locales" ("subject", "body", "_locale", "_parent_id") SELECT "subject", "body", 'en', "id" FROM "newsletter_issues";
  ALTER TABLE "newsletter_issues" DROP COLUMN "subject";
  ALTER TABLE "newsletter_issues" DROP COLUMN "body";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_issues" ADD COLUMN "subject" varchar;
  ALTER TABLE "newsletter_issues" ADD COLUMN "body" varchar;
  -- The English words go back; other languages are dropped.
  UPDATE "newsletter_issues" SET "subject" = l."subject", "body" = l."body" FROM "newsletter_issues_locales" l WHERE l."_parent_id" = "newsletter_issues"."id" AND l."_locale" = 'en';
  DROP TABLE "newsletter_issues_locales" CASCADE;
  ALTER TABLE "subscribers" DROP COLUMN "language";
  DROP TYPE "public"."enum_subscribers_language";`)
}
