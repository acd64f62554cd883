import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('en', 'es');
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_locales" (
  	"hero_heading" varchar NOT NULL,
  	"hero_lead" varchar NOT NULL,
  	"jobs_heading" varchar NOT NULL,
  	"health_data_heading" varchar NOT NULL,
  	"health_data_text" varchar NOT NULL,
  	"health_data_link_label" varchar NOT NULL,
  	"loop_heading" varchar NOT NULL,
  	"loop_text" varchar NOT NULL,
  	"sources_heading" varchar NOT NULL,
  	"sources_text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_locales" (
  	"notice" varchar NOT NULL,
  	"social_heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_pages_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_pages_v" ADD COLUMN "published_locale" "enum__pages_v_published_locale";
  ALTER TABLE "_articles_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_articles_v" ADD COLUMN "published_locale" "enum__articles_v_published_locale";
  ALTER TABLE "home_jobs" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "home_jobs" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "footer_groups_links" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "footer_groups_links" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "footer_groups" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "footer_groups" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "footer_social" ADD COLUMN "_locale" "_locales" DEFAULT 'en' NOT NULL;
  ALTER TABLE "footer_social" ALTER COLUMN "_locale" DROP DEFAULT;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_locales" ADD CONSTRAINT "home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "home_locales_locale_parent_id_unique" ON "home_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "home_jobs_locale_idx" ON "home_jobs" USING btree ("_locale");
  CREATE INDEX "footer_groups_links_locale_idx" ON "footer_groups_links" USING btree ("_locale");
  CREATE INDEX "footer_groups_locale_idx" ON "footer_groups" USING btree ("_locale");
  CREATE INDEX "footer_social_locale_idx" ON "footer_social" USING btree ("_locale");
  -- The words written so far are the English ones.
  INSERT INTO "pages_locales" (title, summary, body, meta_title, meta_description, "_locale", "_parent_id") SELECT title, summary, body, meta_title, meta_description, 'en', "id" FROM "pages";
  INSERT INTO "_pages_v_locales" (version_title, version_summary, version_body, version_meta_title, version_meta_description, "_locale", "_parent_id") SELECT version_title, version_summary, version_body, version_meta_title, version_meta_description, 'en', "id" FROM "_pages_v";
  INSERT INTO "articles_locales" (title, summary, body, meta_title, meta_description, label, "_locale", "_parent_id") SELECT title, summary, body, meta_title, meta_description, label, 'en', "id" FROM "articles";
  INSERT INTO "_articles_v_locales" (version_title, version_summary, version_body, version_meta_title, version_meta_description, version_label, "_locale", "_parent_id") SELECT version_title, version_summary, version_body, version_meta_title, version_meta_description, version_label, 'en', "id" FROM "_articles_v";
  INSERT INTO "home_locales" (hero_heading, hero_lead, jobs_heading, health_data_heading, health_data_text, health_data_link_label, loop_heading, loop_text, sources_heading, sources_text, "_locale", "_parent_id") SELECT hero_heading, hero_lead, jobs_heading, health_data_heading, health_data_text, health_data_link_label, loop_heading, loop_text, sources_heading, sources_text, 'en', "id" FROM "home" WHERE hero_heading IS NOT NULL;
  INSERT INTO "footer_locales" (notice, social_heading, "_locale", "_parent_id") SELECT notice, social_heading, 'en', "id" FROM "footer" WHERE notice IS NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "title";
  ALTER TABLE "pages" DROP COLUMN "summary";
  ALTER TABLE "pages" DROP COLUMN "body";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_summary";
  ALTER TABLE "_pages_v" DROP COLUMN "version_body";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "articles" DROP COLUMN "title";
  ALTER TABLE "articles" DROP COLUMN "summary";
  ALTER TABLE "articles" DROP COLUMN "body";
  ALTER TABLE "articles" DROP COLUMN "meta_title";
  ALTER TABLE "articles" DROP COLUMN "meta_description";
  ALTER TABLE "articles" DROP COLUMN "label";
  ALTER TABLE "_articles_v" DROP COLUMN "version_title";
  ALTER TABLE "_articles_v" DROP COLUMN "version_summary";
  ALTER TABLE "_articles_v" DROP COLUMN "version_body";
  ALTER TABLE "_articles_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_articles_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_articles_v" DROP COLUMN "version_label";
  ALTER TABLE "home" DROP COLUMN "hero_heading";
  ALTER TABLE "home" DROP COLUMN "hero_lead";
  ALTER TABLE "home" DROP COLUMN "jobs_heading";
  ALTER TABLE "home" DROP COLUMN "health_data_heading";
  ALTER TABLE "home" DROP COLUMN "health_data_text";
  ALTER TABLE "home" DROP COLUMN "health_data_link_label";
  ALTER TABLE "home" DROP COLUMN "loop_heading";
  ALTER TABLE "home" DROP COLUMN "loop_text";
  ALTER TABLE "home" DROP COLUMN "sources_heading";
  ALTER TABLE "home" DROP COLUMN "sources_text";
  ALTER TABLE "footer" DROP COLUMN "notice";
  ALTER TABLE "footer" DROP COLUMN "social_heading";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages" ADD COLUMN "title" varchar;
  ALTER TABLE "pages" ADD COLUMN "summary" varchar;
  ALTER TABLE "pages" ADD COLUMN "body" jsonb;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "articles" ADD COLUMN "title" varchar;
  ALTER TABLE "articles" ADD COLUMN "summary" varchar;
  ALTER TABLE "articles" ADD COLUMN "body" jsonb;
  ALTER TABLE "articles" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "articles" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "articles" ADD COLUMN "label" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_summary" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_body" jsonb;
  ALTER TABLE "_articles_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_label" varchar;
  ALTER TABLE "home" ADD COLUMN "hero_heading" varchar;
  ALTER TABLE "home" ADD COLUMN "hero_lead" varchar;
  ALTER TABLE "home" ADD COLUMN "jobs_heading" varchar;
  ALTER TABLE "home" ADD COLUMN "health_data_heading" varchar;
  ALTER TABLE "home" ADD COLUMN "health_data_text" varchar;
  ALTER TABLE "home" ADD COLUMN "health_data_link_label" varchar;
  ALTER TABLE "home" ADD COLUMN "loop_heading" varchar;
  ALTER TABLE "home" ADD COLUMN "loop_text" varchar;
  ALTER TABLE "home" ADD COLUMN "sources_heading" varchar;
  ALTER TABLE "home" ADD COLUMN "sources_text" varchar;
  ALTER TABLE "footer" ADD COLUMN "notice" varchar;
  ALTER TABLE "footer" ADD COLUMN "social_heading" varchar;
  -- The English words go back into the tables they came from; other languages are dropped.
  UPDATE "pages" SET title = (SELECT l.title FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), summary = (SELECT l.summary FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), body = (SELECT l.body FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), meta_title = (SELECT l.meta_title FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en'), meta_description = (SELECT l.meta_description FROM "pages_locales" l WHERE l."_parent_id" = "pages"."id" AND l."_locale" = 'en');
  UPDATE "_pages_v" SET version_title = (SELECT l.version_title FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), version_summary = (SELECT l.version_summary FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), version_body = (SELECT l.version_body FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), version_meta_title = (SELECT l.version_meta_title FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en'), version_meta_description = (SELECT l.version_meta_description FROM "_pages_v_locales" l WHERE l."_parent_id" = "_pages_v"."id" AND l."_locale" = 'en');
  UPDATE "articles" SET title = (SELECT l.title FROM "articles_locales" l WHERE l."_parent_id" = "articles"."id" AND l."_locale" = 'en'), summary = (SELECT l.summary FROM "articles_locales" l WHERE l."_parent_id" = "articles"."id" AND l."_locale" = 'en'), body = (SELECT l.body FROM "articles_locales" l WHERE l."_parent_id" = "articles"."id" AND l."_locale" = 'en'), meta_title = (SELECT l.meta_title FROM "articles_locales" l WHERE l."_parent_id" = "articles"."id" AND l."_locale" = 'en'), meta_description = (SELECT l.meta_description FROM "articles_locales" l WHERE l."_parent_id" = "articles"."id" AND l."_locale" = 'en'), label = (SELECT l.label FROM "articles_locales" l WHERE l."_parent_id" = "articles"."id" AND l."_locale" = 'en');
  UPDATE "_articles_v" SET version_title = (SELECT l.version_title FROM "_articles_v_locales" l WHERE l."_parent_id" = "_articles_v"."id" AND l."_locale" = 'en'), version_summary = (SELECT l.version_summary FROM "_articles_v_locales" l WHERE l."_parent_id" = "_articles_v"."id" AND l."_locale" = 'en'), version_body = (SELECT l.version_body FROM "_articles_v_locales" l WHERE l."_parent_id" = "_articles_v"."id" AND l."_locale" = 'en'), version_meta_title = (SELECT l.version_meta_title FROM "_articles_v_locales" l WHERE l."_parent_id" = "_articles_v"."id" AND l."_locale" = 'en'), version_meta_description = (SELECT l.version_meta_description FROM "_articles_v_locales" l WHERE l."_parent_id" = "_articles_v"."id" AND l."_locale" = 'en'), version_label = (SELECT l.version_label FROM "_articles_v_locales" l WHERE l."_parent_id" = "_articles_v"."id" AND l."_locale" = 'en');
  UPDATE "home" SET hero_heading = (SELECT l.hero_heading FROM "home_locales" l WHERE l."_parent_id" = "home"."id" AND l."_locale" = 'en'), hero_lead = (SELECT l.hero_lead FROM "home_locales" l WHERE l."_parent_id" = "home"."id" AND l."_locale" = 'en'), jobs_heading = (SELECT l.jobs_heading FROM "home_locales" l WHERE l."_parent_id" = "home"."id" AND l."_locale" = 'en'), health_data_heading = (SELECT l.health_data_heading FROM "home_locales" l WHERE l."_parent_id" = "home"."id" AND l."_locale" = 'en'), health_data_text = (SELECT l.health_data_text FROM "home_locales" l WHERE l."_parent_id" = "home"."id" AND l."_locale" = 'en'), health_data_link_label = (SELECT l.health_data_link_label FROM "home_locales" l WHERE l."_parent_id" = "home"."id" AND l."_locale" = 'en'), loop_heading = (SELECT l.loop_heading FROM "home_locales" l WHERE l."_parent_id" = "home"."id" AND l."_locale" = 'en'), loop_text = (SELECT l.loop_text FROM "home_locales" l WHERE l."_parent_id" = "home"."id" AND l."_locale" = 'en'), sources_heading = (SELECT l.sources_heading FROM "home_locales" l WHERE l."_parent_id" = "home"."id" AND l."_locale" = 'en'), sources_text = (SELECT l.sources_text FROM "home_locales" l WHERE l."_parent_id" = "home"."id" AND l."_locale" = 'en');
  UPDATE "footer" SET notice = (SELECT l.notice FROM "footer_locales" l WHERE l."_parent_id" = "footer"."id" AND l."_locale" = 'en'), social_heading = (SELECT l.social_heading FROM "footer_locales" l WHERE l."_parent_id" = "footer"."id" AND l."_locale" = 'en');
  DELETE FROM "home_jobs" WHERE "_locale" <> 'en';
  DELETE FROM "footer_groups_links" WHERE "_locale" <> 'en';
  DELETE FROM "footer_groups" WHERE "_locale" <> 'en';
  DELETE FROM "footer_social" WHERE "_locale" <> 'en';
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "home_locales" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP INDEX "_pages_v_snapshot_idx";
  DROP INDEX "_pages_v_published_locale_idx";
  DROP INDEX "_articles_v_snapshot_idx";
  DROP INDEX "_articles_v_published_locale_idx";
  DROP INDEX "home_jobs_locale_idx";
  DROP INDEX "footer_groups_links_locale_idx";
  DROP INDEX "footer_groups_locale_idx";
  DROP INDEX "footer_social_locale_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "snapshot";
  ALTER TABLE "_pages_v" DROP COLUMN "published_locale";
  ALTER TABLE "_articles_v" DROP COLUMN "snapshot";
  ALTER TABLE "_articles_v" DROP COLUMN "published_locale";
  ALTER TABLE "home_jobs" DROP COLUMN "_locale";
  ALTER TABLE "footer_groups_links" DROP COLUMN "_locale";
  ALTER TABLE "footer_groups" DROP COLUMN "_locale";
  ALTER TABLE "footer_social" DROP COLUMN "_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum__articles_v_published_locale";`)
}
