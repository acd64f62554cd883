import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_issuer_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`issuer_id\` text,
  	\`linked_by_id\` integer,
  	\`linked_at\` text,
  	\`evidence\` text,
  	FOREIGN KEY (\`linked_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_issuer_links_order_idx\` ON \`users_issuer_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_issuer_links_parent_id_idx\` ON \`users_issuer_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_issuer_links_linked_by_idx\` ON \`users_issuer_links\` (\`linked_by_id\`);`)
  await db.run(sql`CREATE TABLE \`handled_notes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`review_id\` integer,
  	\`issuer_id\` text,
  	\`handled_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`review_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`handled_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`handled_notes_review_idx\` ON \`handled_notes\` (\`review_id\`);`)
  await db.run(sql`CREATE INDEX \`handled_notes_issuer_id_idx\` ON \`handled_notes\` (\`issuer_id\`);`)
  await db.run(sql`CREATE INDEX \`handled_notes_handled_by_idx\` ON \`handled_notes\` (\`handled_by_id\`);`)
  await db.run(sql`CREATE INDEX \`handled_notes_updated_at_idx\` ON \`handled_notes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`handled_notes_created_at_idx\` ON \`handled_notes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`insurer_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`account_id\` integer,
  	\`issuer_id\` text,
  	\`review_id\` integer,
  	\`review_ref\` numeric,
  	\`actor_id\` integer,
  	\`actor_role\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`review_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`insurer_events_action_idx\` ON \`insurer_events\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`insurer_events_account_idx\` ON \`insurer_events\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`insurer_events_issuer_id_idx\` ON \`insurer_events\` (\`issuer_id\`);`)
  await db.run(sql`CREATE INDEX \`insurer_events_review_idx\` ON \`insurer_events\` (\`review_id\`);`)
  await db.run(sql`CREATE INDEX \`insurer_events_review_ref_idx\` ON \`insurer_events\` (\`review_ref\`);`)
  await db.run(sql`CREATE INDEX \`insurer_events_actor_idx\` ON \`insurer_events\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`insurer_events_updated_at_idx\` ON \`insurer_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`insurer_events_created_at_idx\` ON \`insurer_events\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`plan_snapshot_issuer_id\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`insurer_may_contact\` integer DEFAULT false;`)
  // Reviews written before: the plan's HIOS issuer is the first part of its reporting unit (38344-PPO).
  await db.run(
    sql`UPDATE \`reviews\` SET \`plan_snapshot_issuer_id\` = substr(\`plan_snapshot_reporting_unit\`, 1, 5) WHERE \`plan_snapshot_reporting_unit\` GLOB '[0-9][0-9][0-9][0-9][0-9]-*';`,
  )
  await db.run(sql`CREATE INDEX \`reviews_plan_snapshot_plan_snapshot_issuer_id_idx\` ON \`reviews\` (\`plan_snapshot_issuer_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`handled_notes_id\` integer REFERENCES handled_notes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`insurer_events_id\` integer REFERENCES insurer_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_handled_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`handled_notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_insurer_events_id_idx\` ON \`payload_locked_documents_rels\` (\`insurer_events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_issuer_links\`;`)
  await db.run(sql`DROP TABLE \`handled_notes\`;`)
  await db.run(sql`DROP TABLE \`insurer_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`newsletter_issues_id\` integer,
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
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_issues_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "review_reports_id", "moderation_events_id", "reports_id", "outbox_id", "pages_id", "articles_id", "media_id", "contact_messages_id", "subscribers_id", "newsletter_issues_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "review_reports_id", "moderation_events_id", "reports_id", "outbox_id", "pages_id", "articles_id", "media_id", "contact_messages_id", "subscribers_id", "newsletter_issues_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_issues_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_issues_id\`);`)
  await db.run(sql`DROP INDEX \`reviews_plan_snapshot_plan_snapshot_issuer_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`plan_snapshot_issuer_id\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`insurer_may_contact\`;`)
}
