import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Report lines in a table (issue 26, point 1): report_lines holds each version's rows, the
 * files (transactions CSV, summary, PDF) are renderings of them. The builder writes a
 * version's lines in the same transaction as the report's row; a staff override of the
 * transactions CSV is parsed into them at upload; reopening copies version n's lines to n+1.
 *
 * lines_filled_at on monthly_reports and report_versions: when the row's lines were written.
 * Rows that exist before this migration get NULL; rows inserted after it default to now()
 * (their writer writes the lines in the same transaction). A migration cannot read the
 * stored CSVs (they live in FileStorage), so the fill-report-lines job (ReportLinesFill)
 * reads each one once and sets it; the reconciler enqueues that job while any row is NULL,
 * so an interrupted fill is finished (a partial index on the NULL rows answers its
 * question without reading the tables).
 *
 * No foreign key from transaction_id to ledger_entries: a line records what the report
 * said, and an approved version stays so when the entry goes.
 */
export class ReportLines1795850000000 implements MigrationInterface {
  name = 'ReportLines1795850000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "report_lines" (
                "monthly_report_id" integer NOT NULL,
                "version" smallint NOT NULL,
                "position" integer NOT NULL,
                "transaction_id" bigint,
                "date" date,
                "name" text NOT NULL,
                "merchant_name" text,
                "account_name" text NOT NULL,
                "amount" numeric(14,2),
                "category" text,
                "category_type" text,
                "confidence" double precision,
                "source" text,
                "origin" text,
                CONSTRAINT "PK_report_lines" PRIMARY KEY ("monthly_report_id", "version", "position")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "report_lines"
            ADD CONSTRAINT "FK_report_lines_report" FOREIGN KEY ("monthly_report_id") REFERENCES "monthly_reports"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    // Existing rows get NULL (their lines are still in their CSV); rows inserted from now on are written with their lines.
    await queryRunner.query(`ALTER TABLE "monthly_reports" ADD "lines_filled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "monthly_reports" ALTER COLUMN "lines_filled_at" SET DEFAULT now()`);
    await queryRunner.query(`ALTER TABLE "report_versions" ADD "lines_filled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "report_versions" ALTER COLUMN "lines_filled_at" SET DEFAULT now()`);
    await queryRunner.query(`CREATE INDEX "IDX_monthly_reports_lines_unfilled" ON "monthly_reports" ("id") WHERE "lines_filled_at" IS NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_report_versions_lines_unfilled" ON "report_versions" ("id") WHERE "lines_filled_at" IS NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_report_versions_lines_unfilled"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_monthly_reports_lines_unfilled"`);
    await queryRunner.query(`ALTER TABLE "report_versions" DROP COLUMN "lines_filled_at"`);
    await queryRunner.query(`ALTER TABLE "monthly_reports" DROP COLUMN "lines_filled_at"`);
    await queryRunner.query(`ALTER TABLE "report_lines" DROP CONSTRAINT "FK_report_lines_report"`);
    await queryRunner.query(`DROP TABLE "report_lines"`);
  }
}
