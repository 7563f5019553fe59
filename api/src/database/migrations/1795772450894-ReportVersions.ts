import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Report versions (issue 18, part 3): monthly_reports.version (1 as first built) with how
 * the current version came to be (reopen reason, time, staff) and, once approved, what it
 * changed; report_versions keeps each earlier approved version as it was, files included.
 */

export class ReportVersions1795772450894 implements MigrationInterface {
  name = 'ReportVersions1795772450894';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "report_versions" (
                "id" SERIAL NOT NULL,
                "monthly_report_id" integer NOT NULL,
                "version" smallint NOT NULL,
                "status" "public"."report_status" NOT NULL DEFAULT 'approved',
                "transaction_count" integer NOT NULL DEFAULT '0',
                "accounts_included" jsonb NOT NULL DEFAULT '[]',
                "transactions_csv_url" text,
                "summary_csv_url" text,
                "pdf_url" text,
                "summary" jsonb,
                "approved_at" TIMESTAMP WITH TIME ZONE,
                "approved_by" integer,
                "reopen_reason" text,
                "reopened_at" TIMESTAMP WITH TIME ZONE,
                "reopened_by" integer,
                "changes" jsonb,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_6d3b864a941bf10036efe50ae81" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_1505f89dfb8bb49eaad6ef6f6d" ON "report_versions" ("approved_by")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f20f4723d759f513532074dba2" ON "report_versions" ("reopened_by")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_35db5b719766016a894f4a48ad" ON "report_versions" ("monthly_report_id", "version")
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports"
            ADD "version" smallint NOT NULL DEFAULT '1'
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports"
            ADD "reopen_reason" text
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports"
            ADD "reopened_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports"
            ADD "reopened_by" integer
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports"
            ADD "changes" jsonb
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_06962190c1dcb217b250637f2b" ON "monthly_reports" ("reopened_by")
        `);
    await queryRunner.query(`
            ALTER TABLE "report_versions"
            ADD CONSTRAINT "FK_d94476934caf22ad0a4883fb46b" FOREIGN KEY ("monthly_report_id") REFERENCES "monthly_reports"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "report_versions"
            ADD CONSTRAINT "FK_1505f89dfb8bb49eaad6ef6f6d0" FOREIGN KEY ("approved_by") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "report_versions"
            ADD CONSTRAINT "FK_f20f4723d759f513532074dba2c" FOREIGN KEY ("reopened_by") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports"
            ADD CONSTRAINT "FK_06962190c1dcb217b250637f2bd" FOREIGN KEY ("reopened_by") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "monthly_reports" DROP CONSTRAINT "FK_06962190c1dcb217b250637f2bd"
        `);
    await queryRunner.query(`
            ALTER TABLE "report_versions" DROP CONSTRAINT "FK_f20f4723d759f513532074dba2c"
        `);
    await queryRunner.query(`
            ALTER TABLE "report_versions" DROP CONSTRAINT "FK_1505f89dfb8bb49eaad6ef6f6d0"
        `);
    await queryRunner.query(`
            ALTER TABLE "report_versions" DROP CONSTRAINT "FK_d94476934caf22ad0a4883fb46b"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_06962190c1dcb217b250637f2b"
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports" DROP COLUMN "changes"
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports" DROP COLUMN "reopened_by"
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports" DROP COLUMN "reopened_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports" DROP COLUMN "reopen_reason"
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports" DROP COLUMN "version"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_35db5b719766016a894f4a48ad"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_f20f4723d759f513532074dba2"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_1505f89dfb8bb49eaad6ef6f6d"
        `);
    await queryRunner.query(`
            DROP TABLE "report_versions"
        `);
  }
}
