import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`members_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`members_numbers_order_parent_idx\` ON \`members_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`report_id\` text NOT NULL,
  	\`owner_id\` integer,
  	\`answers\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reports_report_id_idx\` ON \`reports\` (\`report_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_owner_idx\` ON \`reports\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`reports_updated_at_idx\` ON \`reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reports_created_at_idx\` ON \`reports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_to_idx\` ON \`outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`pending_email\` text;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`pending_email_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`pending_email_expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`_verified\` integer;`)
  await db.run(sql`ALTER TABLE \`members\` ADD \`_verificationtoken\` text;`)
  await db.run(sql`CREATE INDEX \`members_pending_email_token_hash_idx\` ON \`members\` (\`pending_email_token_hash\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reports_id\` integer REFERENCES reports(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outbox_id\` integer REFERENCES outbox(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`members_numbers\`;`)
  await db.run(sql`DROP TABLE \`reports\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`members_id\` integer,
  	\`reviews_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "members_id", "reviews_id") SELECT "id", "order", "parent_id", "path", "users_id", "members_id", "reviews_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`DROP INDEX \`members_pending_email_token_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`pending_email\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`pending_email_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`pending_email_expires_at\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`_verified\`;`)
  await db.run(sql`ALTER TABLE \`members\` DROP COLUMN \`_verificationtoken\`;`)
}
