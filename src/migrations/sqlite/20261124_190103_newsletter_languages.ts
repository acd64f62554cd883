import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`newsletter_issues_locales\` (
  	\`subject\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_issues_locales_locale_parent_id_unique\` ON \`newsletter_issues_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`language\` text DEFAULT 'en';`)
  // The issues written so far are in English.
  await db.run(
    sql`INSERT INTO \`newsletter_issues_locales\` (\`subject\`, \`body\`, \`_locale\`, \`_parent_id\`) SELECT \`subject\`, \`body\`, 'en', \`id\` FROM \`newsletter_issues\`;`,
  )
  await db.run(sql`ALTER TABLE \`newsletter_issues\` DROP COLUMN \`subject\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_issues\` DROP COLUMN \`body\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletter_issues\` ADD \`subject\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_issues\` ADD \`body\` text;`)
  // The English words go back; other languages are dropped.
  await db.run(
    sql`UPDATE \`newsletter_issues\` SET \`subject\` = (SELECT l.\`subject\` FROM \`newsletter_issues_locales\` l WHERE l.\`_parent_id\` = \`newsletter_issues\`.\`id\` AND l.\`_locale\` = 'en'), \`body\` = (SELECT l.\`body\` FROM \`newsletter_issues_locales\` l WHERE l.\`_parent_id\` = \`newsletter_issues\`.\`id\` AND l.\`_locale\` = 'en');`,
  )
  await db.run(sql`DROP TABLE \`newsletter_issues_locales\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`language\`;`)
}
