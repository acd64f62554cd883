import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_moderation_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`review_id\` integer,
  	\`review_ref\` numeric NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new_moderation_events\`("id", "review_id", "review_ref", "action", "actor_id", "actor_role", "reason", "note", "overall_rating", "updated_at", "created_at") SELECT "id", "review_id", "review_id", "action", "actor_id", "actor_role", "reason", "note", "overall_rating", "updated_at", "created_at" FROM \`moderation_events\`;`)
  await db.run(sql`DROP TABLE \`moderation_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_moderation_events\` RENAME TO \`moderation_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`moderation_events_review_idx\` ON \`moderation_events\` (\`review_id\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_review_ref_idx\` ON \`moderation_events\` (\`review_ref\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_action_idx\` ON \`moderation_events\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_actor_idx\` ON \`moderation_events\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_updated_at_idx\` ON \`moderation_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_created_at_idx\` ON \`moderation_events\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_moderation_events\` (
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
  await db.run(sql`INSERT INTO \`__new_moderation_events\`("id", "review_id", "action", "actor_id", "actor_role", "reason", "note", "overall_rating", "updated_at", "created_at") SELECT "id", "review_id", "action", "actor_id", "actor_role", "reason", "note", "overall_rating", "updated_at", "created_at" FROM \`moderation_events\`;`)
  await db.run(sql`DROP TABLE \`moderation_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_moderation_events\` RENAME TO \`moderation_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`moderation_events_review_idx\` ON \`moderation_events\` (\`review_id\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_action_idx\` ON \`moderation_events\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_actor_idx\` ON \`moderation_events\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_updated_at_idx\` ON \`moderation_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`moderation_events_created_at_idx\` ON \`moderation_events\` (\`created_at\`);`)
}
