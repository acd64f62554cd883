import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`review_replies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`review_id\` integer,
  	\`plan\` numeric,
  	\`issuer_id\` text,
  	\`body\` text,
  	\`status\` text DEFAULT 'pending',
  	\`withdrawn\` integer DEFAULT false,
  	\`policy_decision\` text,
  	\`rejection_reason\` text,
  	\`author_id\` integer,
  	\`decided_by_id\` integer,
  	\`decided_at\` text,
  	\`submitted_at\` text,
  	\`first_submitted_at\` text,
  	\`published_at\` text,
  	\`first_published_at\` text,
  	\`reviewer_told_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`review_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`decided_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`review_replies_review_idx\` ON \`review_replies\` (\`review_id\`);`)
  await db.run(sql`CREATE INDEX \`review_replies_plan_idx\` ON \`review_replies\` (\`plan\`);`)
  await db.run(sql`CREATE INDEX \`review_replies_issuer_id_idx\` ON \`review_replies\` (\`issuer_id\`);`)
  await db.run(sql`CREATE INDEX \`review_replies_status_idx\` ON \`review_replies\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`review_replies_author_idx\` ON \`review_replies\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`review_replies_decided_by_idx\` ON \`review_replies\` (\`decided_by_id\`);`)
  await db.run(sql`CREATE INDEX \`review_replies_submitted_at_idx\` ON \`review_replies\` (\`submitted_at\`);`)
  await db.run(sql`CREATE INDEX \`review_replies_updated_at_idx\` ON \`review_replies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`review_replies_created_at_idx\` ON \`review_replies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`insurer_responsiveness\` (
  	\`issuer_id\` text PRIMARY KEY NOT NULL,
  	\`has_account\` integer DEFAULT 0 NOT NULL,
  	\`reviews\` integer DEFAULT 0 NOT NULL,
  	\`replied\` integer DEFAULT 0 NOT NULL,
  	\`median_minutes\` integer,
  	\`computed_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE TABLE \`reply_mail_stops\` (
  	\`address_hash\` text PRIMARY KEY NOT NULL,
  	\`stopped_at\` text NOT NULL
  );
  `)
  await db.run(sql`ALTER TABLE \`users\` ADD \`digest_sent_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`review_replies\`;`)
  await db.run(sql`DROP TABLE \`insurer_responsiveness\`;`)
  await db.run(sql`DROP TABLE \`reply_mail_stops\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`digest_sent_at\`;`)
}
