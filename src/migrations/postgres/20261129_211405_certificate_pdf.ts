import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** 진위확인 by file: the SHA-256 of a certificate's issued PDF (never the file), and `pdf` among the log's ways (issue 36). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_certificate_checks_way" ADD VALUE 'pdf';
  ALTER TABLE "certificates" ADD COLUMN "pdf_sha256" varchar;
  ALTER TABLE "certificates" ADD COLUMN "pdf_name" varchar;
  CREATE INDEX "certificates_pdf_sha256_idx" ON "certificates" USING btree ("pdf_sha256");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificate_checks" ALTER COLUMN "way" SET DATA TYPE text;
  DROP TYPE "public"."enum_certificate_checks_way";
  CREATE TYPE "public"."enum_certificate_checks_way" AS ENUM('code', 'number');
  ALTER TABLE "certificate_checks" ALTER COLUMN "way" SET DATA TYPE "public"."enum_certificate_checks_way" USING "way"::"public"."enum_certificate_checks_way";
  DROP INDEX "certificates_pdf_sha256_idx";
  ALTER TABLE "certificates" DROP COLUMN "pdf_sha256";
  ALTER TABLE "certificates" DROP COLUMN "pdf_name";`)
}
