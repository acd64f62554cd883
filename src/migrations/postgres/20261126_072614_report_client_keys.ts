import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reports" ADD COLUMN "client_id" varchar;
  CREATE UNIQUE INDEX "reports_client_id_idx" ON "reports" USING btree ("client_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "reports_client_id_idx";
  ALTER TABLE "reports" DROP COLUMN "client_id";`)
}
