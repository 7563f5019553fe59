import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The monthly package (issue 27, point 8): each monthly report carries the balance sheet at
 * its month end, computed from the journal when the report is built and stored with it (the
 * BalanceSheetResponse shape, as GET /api/books/balance-sheet answers it), so an approved
 * version keeps its figures when the books change later. Reports built before have none
 * (NULL): their balance-sheet download is a 404 until a rebuild.
 */
export class ReportBalanceSheet1795950000000 implements MigrationInterface {
  name = 'ReportBalanceSheet1795950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "monthly_reports" ADD "balance_sheet" jsonb`);
    await queryRunner.query(`ALTER TABLE "report_versions" ADD "balance_sheet" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "report_versions" DROP COLUMN "balance_sheet"`);
    await queryRunner.query(`ALTER TABLE "monthly_reports" DROP COLUMN "balance_sheet"`);
  }
}
