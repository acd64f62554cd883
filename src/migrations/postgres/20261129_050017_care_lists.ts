import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "care_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"drugs" jsonb NOT NULL,
  	"providers" jsonb NOT NULL,
  	"consented_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "care_lists" ADD CONSTRAINT "care_lists_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "care_lists_member_idx" ON "care_lists" USING btree ("member_id");
  CREATE INDEX "care_lists_updated_at_idx" ON "care_lists" USING btree ("updated_at");
  CREATE INDEX "care_lists_created_at_idx" ON "care_lists" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "care_lists" CASCADE;`)
}
