import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_locales\` (
  	\`hero_heading\` text NOT NULL,
  	\`hero_lead\` text NOT NULL,
  	\`jobs_heading\` text NOT NULL,
  	\`health_data_heading\` text NOT NULL,
  	\`health_data_text\` text NOT NULL,
  	\`health_data_link_label\` text NOT NULL,
  	\`loop_heading\` text NOT NULL,
  	\`loop_text\` text NOT NULL,
  	\`sources_heading\` text NOT NULL,
  	\`sources_text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_locales_locale_parent_id_unique\` ON \`home_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`footer_locales\` (
  	\`notice\` text NOT NULL,
  	\`social_heading\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`footer_locales_locale_parent_id_unique\` ON \`footer_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  // The words written so far are the English ones.
  await db.run(sql`INSERT INTO \`pages_locales\` (title, summary, body, meta_title, meta_description, \`_locale\`, \`_parent_id\`) SELECT title, summary, body, meta_title, meta_description, 'en', \`id\` FROM \`pages\`;`)
  await db.run(sql`INSERT INTO \`_pages_v_locales\` (version_title, version_summary, version_body, version_meta_title, version_meta_description, \`_locale\`, \`_parent_id\`) SELECT version_title, version_summary, version_body, version_meta_title, version_meta_description, 'en', \`id\` FROM \`_pages_v\`;`)
  await db.run(sql`INSERT INTO \`articles_locales\` (title, summary, body, meta_title, meta_description, label, \`_locale\`, \`_parent_id\`) SELECT title, summary, body, meta_title, meta_description, label, 'en', \`id\` FROM \`articles\`;`)
  await db.run(sql`INSERT INTO \`_articles_v_locales\` (version_title, version_summary, version_body, version_meta_title, version_meta_description, version_label, \`_locale\`, \`_parent_id\`) SELECT version_title, version_summary, version_body, version_meta_title, version_meta_description, version_label, 'en', \`id\` FROM \`_articles_v\`;`)
  await db.run(sql`INSERT INTO \`home_locales\` (hero_heading, hero_lead, jobs_heading, health_data_heading, health_data_text, health_data_link_label, loop_heading, loop_text, sources_heading, sources_text, \`_locale\`, \`_parent_id\`) SELECT hero_heading, hero_lead, jobs_heading, health_data_heading, health_data_text, health_data_link_label, loop_heading, loop_text, sources_heading, sources_text, 'en', \`id\` FROM \`home\` WHERE hero_heading IS NOT NULL;`)
  await db.run(sql`INSERT INTO \`footer_locales\` (notice, social_heading, \`_locale\`, \`_parent_id\`) SELECT notice, social_heading, 'en', \`id\` FROM \`footer\` WHERE notice IS NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_summary\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_body\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`snapshot\` integer;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`published_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_title\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_summary\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_body\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_label\`;`)
  await db.run(sql`ALTER TABLE \`home_jobs\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`home_jobs_locale_idx\` ON \`home_jobs\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`footer_groups_links\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`footer_groups_links_locale_idx\` ON \`footer_groups_links\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`footer_groups\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`footer_groups_locale_idx\` ON \`footer_groups\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`footer_social\` ADD \`_locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`footer_social_locale_idx\` ON \`footer_social\` (\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`title\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`summary\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`body\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`label\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`hero_heading\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`hero_lead\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`jobs_heading\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`health_data_heading\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`health_data_text\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`health_data_link_label\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`loop_heading\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`loop_text\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`sources_heading\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`sources_text\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`notice\`;`)
  await db.run(sql`ALTER TABLE \`footer\` DROP COLUMN \`social_heading\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_summary\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_body\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_title\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_summary\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_body\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`title\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`summary\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`body\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`hero_heading\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`hero_lead\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`jobs_heading\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`health_data_heading\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`health_data_text\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`health_data_link_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`loop_heading\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`loop_text\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`sources_heading\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`sources_text\` text;`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`notice\` text;`)
  await db.run(sql`ALTER TABLE \`footer\` ADD \`social_heading\` text;`)
  // The English words go back into the tables they came from; other languages are dropped.
  await db.run(sql`UPDATE \`pages\` SET title = (SELECT l.title FROM \`pages_locales\` l WHERE l.\`_parent_id\` = \`pages\`.\`id\` AND l.\`_locale\` = 'en'), summary = (SELECT l.summary FROM \`pages_locales\` l WHERE l.\`_parent_id\` = \`pages\`.\`id\` AND l.\`_locale\` = 'en'), body = (SELECT l.body FROM \`pages_locales\` l WHERE l.\`_parent_id\` = \`pages\`.\`id\` AND l.\`_locale\` = 'en'), meta_title = (SELECT l.meta_title FROM \`pages_locales\` l WHERE l.\`_parent_id\` = \`pages\`.\`id\` AND l.\`_locale\` = 'en'), meta_description = (SELECT l.meta_description FROM \`pages_locales\` l WHERE l.\`_parent_id\` = \`pages\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`_pages_v\` SET version_title = (SELECT l.version_title FROM \`_pages_v_locales\` l WHERE l.\`_parent_id\` = \`_pages_v\`.\`id\` AND l.\`_locale\` = 'en'), version_summary = (SELECT l.version_summary FROM \`_pages_v_locales\` l WHERE l.\`_parent_id\` = \`_pages_v\`.\`id\` AND l.\`_locale\` = 'en'), version_body = (SELECT l.version_body FROM \`_pages_v_locales\` l WHERE l.\`_parent_id\` = \`_pages_v\`.\`id\` AND l.\`_locale\` = 'en'), version_meta_title = (SELECT l.version_meta_title FROM \`_pages_v_locales\` l WHERE l.\`_parent_id\` = \`_pages_v\`.\`id\` AND l.\`_locale\` = 'en'), version_meta_description = (SELECT l.version_meta_description FROM \`_pages_v_locales\` l WHERE l.\`_parent_id\` = \`_pages_v\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`articles\` SET title = (SELECT l.title FROM \`articles_locales\` l WHERE l.\`_parent_id\` = \`articles\`.\`id\` AND l.\`_locale\` = 'en'), summary = (SELECT l.summary FROM \`articles_locales\` l WHERE l.\`_parent_id\` = \`articles\`.\`id\` AND l.\`_locale\` = 'en'), body = (SELECT l.body FROM \`articles_locales\` l WHERE l.\`_parent_id\` = \`articles\`.\`id\` AND l.\`_locale\` = 'en'), meta_title = (SELECT l.meta_title FROM \`articles_locales\` l WHERE l.\`_parent_id\` = \`articles\`.\`id\` AND l.\`_locale\` = 'en'), meta_description = (SELECT l.meta_description FROM \`articles_locales\` l WHERE l.\`_parent_id\` = \`articles\`.\`id\` AND l.\`_locale\` = 'en'), label = (SELECT l.label FROM \`articles_locales\` l WHERE l.\`_parent_id\` = \`articles\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`_articles_v\` SET version_title = (SELECT l.version_title FROM \`_articles_v_locales\` l WHERE l.\`_parent_id\` = \`_articles_v\`.\`id\` AND l.\`_locale\` = 'en'), version_summary = (SELECT l.version_summary FROM \`_articles_v_locales\` l WHERE l.\`_parent_id\` = \`_articles_v\`.\`id\` AND l.\`_locale\` = 'en'), version_body = (SELECT l.version_body FROM \`_articles_v_locales\` l WHERE l.\`_parent_id\` = \`_articles_v\`.\`id\` AND l.\`_locale\` = 'en'), version_meta_title = (SELECT l.version_meta_title FROM \`_articles_v_locales\` l WHERE l.\`_parent_id\` = \`_articles_v\`.\`id\` AND l.\`_locale\` = 'en'), version_meta_description = (SELECT l.version_meta_description FROM \`_articles_v_locales\` l WHERE l.\`_parent_id\` = \`_articles_v\`.\`id\` AND l.\`_locale\` = 'en'), version_label = (SELECT l.version_label FROM \`_articles_v_locales\` l WHERE l.\`_parent_id\` = \`_articles_v\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`home\` SET hero_heading = (SELECT l.hero_heading FROM \`home_locales\` l WHERE l.\`_parent_id\` = \`home\`.\`id\` AND l.\`_locale\` = 'en'), hero_lead = (SELECT l.hero_lead FROM \`home_locales\` l WHERE l.\`_parent_id\` = \`home\`.\`id\` AND l.\`_locale\` = 'en'), jobs_heading = (SELECT l.jobs_heading FROM \`home_locales\` l WHERE l.\`_parent_id\` = \`home\`.\`id\` AND l.\`_locale\` = 'en'), health_data_heading = (SELECT l.health_data_heading FROM \`home_locales\` l WHERE l.\`_parent_id\` = \`home\`.\`id\` AND l.\`_locale\` = 'en'), health_data_text = (SELECT l.health_data_text FROM \`home_locales\` l WHERE l.\`_parent_id\` = \`home\`.\`id\` AND l.\`_locale\` = 'en'), health_data_link_label = (SELECT l.health_data_link_label FROM \`home_locales\` l WHERE l.\`_parent_id\` = \`home\`.\`id\` AND l.\`_locale\` = 'en'), loop_heading = (SELECT l.loop_heading FROM \`home_locales\` l WHERE l.\`_parent_id\` = \`home\`.\`id\` AND l.\`_locale\` = 'en'), loop_text = (SELECT l.loop_text FROM \`home_locales\` l WHERE l.\`_parent_id\` = \`home\`.\`id\` AND l.\`_locale\` = 'en'), sources_heading = (SELECT l.sources_heading FROM \`home_locales\` l WHERE l.\`_parent_id\` = \`home\`.\`id\` AND l.\`_locale\` = 'en'), sources_text = (SELECT l.sources_text FROM \`home_locales\` l WHERE l.\`_parent_id\` = \`home\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`UPDATE \`footer\` SET notice = (SELECT l.notice FROM \`footer_locales\` l WHERE l.\`_parent_id\` = \`footer\`.\`id\` AND l.\`_locale\` = 'en'), social_heading = (SELECT l.social_heading FROM \`footer_locales\` l WHERE l.\`_parent_id\` = \`footer\`.\`id\` AND l.\`_locale\` = 'en');`)
  await db.run(sql`DELETE FROM \`home_jobs\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`DELETE FROM \`footer_groups_links\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`DELETE FROM \`footer_groups\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`DELETE FROM \`footer_social\` WHERE \`_locale\` <> 'en';`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`home_locales\`;`)
  await db.run(sql`DROP TABLE \`footer_locales\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_snapshot_idx\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_published_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`snapshot\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`published_locale\`;`)
  await db.run(sql`DROP INDEX \`home_jobs_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`home_jobs\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`footer_groups_links_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`footer_groups_links\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`footer_groups_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`footer_groups\` DROP COLUMN \`_locale\`;`)
  await db.run(sql`DROP INDEX \`footer_social_locale_idx\`;`)
  await db.run(sql`ALTER TABLE \`footer_social\` DROP COLUMN \`_locale\`;`)
}
