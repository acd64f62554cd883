import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`newsletter_issues\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subject\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`send_now\` integer DEFAULT false,
  	\`status\` text DEFAULT 'draft' NOT NULL,
  	\`recipients\` numeric,
  	\`send_started_at\` text,
  	\`sent_at\` text,
  	\`cursor\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_issues_status_idx\` ON \`newsletter_issues\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_updated_at_idx\` ON \`newsletter_issues\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_created_at_idx\` ON \`newsletter_issues\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`home_jobs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`link_label\` text,
  	\`link_href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_jobs_order_idx\` ON \`home_jobs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_jobs_parent_id_idx\` ON \`home_jobs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`status\` text DEFAULT 'queued' NOT NULL;`)
  // Messages from before the queue were kept for admins, never sent: they stay so.
  await db.run(sql`UPDATE \`outbox\` SET \`status\` = 'kept';`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`attempts\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`next_attempt_at\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`last_error\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`claimed_at\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`headers\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`newsletter_issue_id\` integer REFERENCES newsletter_issues(id);`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`subscriber\` numeric;`)
  await db.run(sql`CREATE INDEX \`outbox_status_idx\` ON \`outbox\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`outbox_next_attempt_at_idx\` ON \`outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_newsletter_issue_idx\` ON \`outbox\` (\`newsletter_issue_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletterIssue_subscriber_idx\` ON \`outbox\` (\`newsletter_issue_id\`,\`subscriber\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_issues_id\` integer REFERENCES newsletter_issues(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_issues_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_issues_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`newsletter_issues\`;`)
  await db.run(sql`DROP TABLE \`home_jobs\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_outbox\`("id", "to", "subject", "text", "updated_at", "created_at") SELECT "id", "to", "subject", "text", "updated_at", "created_at" FROM \`outbox\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
  await db.run(sql`ALTER TABLE \`__new_outbox\` RENAME TO \`outbox\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`outbox_to_idx\` ON \`outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	\`review_reports_id\` integer,
  	\`moderation_events_id\` integer,
  	\`reports_id\` integer,
  	\`outbox_id\` integer,
  	\`pages_id\` integer,
  	\`articles_id\` integer,
  	\`media_id\` integer,
  	\`contact_messages_id\` integer,
  	\`subscribers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`review_reports_id\`) REFERENCES \`review_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`moderation_events_id\`) REFERENCES \`moderation_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reports_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "review_reports_id", "moderation_events_id", "reports_id", "outbox_id", "pages_id", "articles_id", "media_id", "contact_messages_id", "subscribers_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "review_reports_id", "moderation_events_id", "reports_id", "outbox_id", "pages_id", "articles_id", "media_id", "contact_messages_id", "subscribers_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`review_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_moderation_events_id_idx\` ON \`payload_locked_documents_rels\` (\`moderation_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
}
