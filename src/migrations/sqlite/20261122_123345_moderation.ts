import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reviews_signals\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reviews_signals_order_idx\` ON \`reviews_signals\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`reviews_signals_parent_idx\` ON \`reviews_signals\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`review_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`review_id\` integer NOT NULL,
  	\`reason\` text NOT NULL,
  	\`reporter_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`review_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`review_reports_review_idx\` ON \`review_reports\` (\`review_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`review_reports_reporter_key_idx\` ON \`review_reports\` (\`reporter_key\`);`)
  await db.run(sql`CREATE INDEX \`review_reports_updated_at_idx\` ON \`review_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`review_reports_created_at_idx\` ON \`review_reports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`moderation_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`review_id\` integer NOT NULL,
  	\`action\` text NOT NULL,
  	\`actor_id\` integer,
  	\`actor_role\` text,
  	\`reason\` text,
  	\`note\` text,
  	\`overall_rating\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`review_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`moderation_events_review_idx\` ON \`moderation_events\` (\`review_id\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_action_idx\` ON \`moderation_events\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_actor_idx\` ON \`moderation_events\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_updated_at_idx\` ON \`moderation_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_created_at_idx\` ON \`moderation_events\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`editorial_decision\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`policy_decision\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`rejection_reason\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`note_to_author\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`editorial_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`editorial_at\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`policy_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`policy_at\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`decided_at\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`keep_visible\` integer;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`report_count\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`reviews_plan_snapshot_plan_snapshot_state_idx\` ON \`reviews\` (\`plan_snapshot_state\`);`)
  await db.run(sql`CREATE INDEX \`reviews_editorial_by_idx\` ON \`reviews\` (\`editorial_by_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_policy_by_idx\` ON \`reviews\` (\`policy_by_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_decided_at_idx\` ON \`reviews\` (\`decided_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`review_reports_id\` integer REFERENCES review_reports(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`moderation_events_id\` integer REFERENCES moderation_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`review_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_moderation_events_id_idx\` ON \`payload_locked_documents_rels\` (\`moderation_events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reviews_signals\`;`)
  await db.run(sql`DROP TABLE \`review_reports\`;`)
  await db.run(sql`DROP TABLE \`moderation_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan\` numeric NOT NULL,
  	\`plan_snapshot_issuer_legal_name\` text,
  	\`plan_snapshot_state\` text,
  	\`plan_snapshot_reporting_unit\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`published_at\` text,
  	\`overall_rating\` text NOT NULL,
  	\`access_to_care_rating\` text NOT NULL,
  	\`customer_service_rating\` text NOT NULL,
  	\`price_transparency_rating\` text NOT NULL,
  	\`public_message\` text NOT NULL,
  	\`private_message\` text,
  	\`display_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`member_id\` integer,
  	\`client_id\` text,
  	\`captcha_id\` text,
  	\`client_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_reviews\`("id", "plan", "plan_snapshot_issuer_legal_name", "plan_snapshot_state", "plan_snapshot_reporting_unit", "status", "published_at", "overall_rating", "access_to_care_rating", "customer_service_rating", "price_transparency_rating", "public_message", "private_message", "display_name", "email", "member_id", "client_id", "captcha_id", "client_hash", "updated_at", "created_at") SELECT "id", "plan", "plan_snapshot_issuer_legal_name", "plan_snapshot_state", "plan_snapshot_reporting_unit", "status", "published_at", "overall_rating", "access_to_care_rating", "customer_service_rating", "price_transparency_rating", "public_message", "private_message", "display_name", "email", "member_id", "client_id", "captcha_id", "client_hash", "updated_at", "created_at" FROM \`reviews\`;`)
  await db.run(sql`DROP TABLE \`reviews\`;`)
  await db.run(sql`ALTER TABLE \`__new_reviews\` RENAME TO \`reviews\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`reviews_plan_idx\` ON \`reviews\` (\`plan\`);`)
  await db.run(sql`CREATE INDEX \`reviews_status_idx\` ON \`reviews\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`reviews_published_at_idx\` ON \`reviews\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_member_idx\` ON \`reviews\` (\`member_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reviews_client_id_idx\` ON \`reviews\` (\`client_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`reviews_captcha_id_idx\` ON \`reviews\` (\`captcha_id\`);`)
  await db.run(sql`CREATE INDEX \`reviews_client_hash_idx\` ON \`reviews\` (\`client_hash\`);`)
  await db.run(sql`CREATE INDEX \`reviews_updated_at_idx\` ON \`reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reviews_created_at_idx\` ON \`reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	\`reviews_id\` integer,
  	\`reports_id\` integer,
  	\`outbox_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reports_id\`) REFERENCES \`reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "reviews_id", "reports_id", "outbox_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "reviews_id", "reports_id", "outbox_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
}
