import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Closed periods read closed figures (issue 28, point 3, last bullet; docs/decisions/journal-reads.md):
 * a GST/HST return recorded as filed keeps its worksheet in `gst_hst_filings`, and a year-end
 * package keeps the statement it was rendered from in `year_end_packages.summary`.
 */
export class ClosedTaxFigures1796090000000 implements MigrationInterface {
  name = 'ClosedTaxFigures1796090000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "gst_hst_filings" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "period_start" date NOT NULL,
                "period_end" date NOT NULL,
                "province" character varying(2) NOT NULL,
                "method" character varying(10) NOT NULL,
                "worksheet" jsonb NOT NULL,
                "figures" jsonb NOT NULL,
                "filed_by" integer,
                "filed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_gst_hst_filings" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_gst_hst_filings_user_period" ON "gst_hst_filings" ("user_id", "period_start")`);
    await queryRunner.query(
      `ALTER TABLE "gst_hst_filings" ADD CONSTRAINT "FK_gst_hst_filings_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "gst_hst_filings" ADD CONSTRAINT "FK_gst_hst_filings_filed_by" FOREIGN KEY ("filed_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "year_end_packages" ADD "summary" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "year_end_packages" DROP COLUMN "summary"`);
    await queryRunner.query(`DROP TABLE "gst_hst_filings"`);
  }
}
