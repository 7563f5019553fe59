import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The books (issue 27, point 3): a third category type, BALANCE_SHEET, for the system
 * categories every client has (owner's drawings, transfers, loans, equipment). A row in
 * one of them posts to a balance-sheet account, never to the P&L; the report summary and
 * the worksheets count only REVENUE and EXPENSE. Its own migration: PostgreSQL lets a new
 * enum value be used only once the transaction that added it has committed (the next
 * migration inserts the categories; migrations run one transaction each).
 */
export class BalanceSheetCategoryType1795900000000 implements MigrationInterface {
  name = 'BalanceSheetCategoryType1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "public"."category_type" ADD VALUE IF NOT EXISTS 'BALANCE_SHEET'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop an enum value: rebuild the type without it.
    await queryRunner.query(`DELETE FROM "user_categories" WHERE "type" = 'BALANCE_SHEET'`);
    await queryRunner.query(`DELETE FROM "additional_categories" WHERE "type" = 'BALANCE_SHEET'`);
    await queryRunner.query(`ALTER TYPE "public"."category_type" RENAME TO "category_type_old"`);
    await queryRunner.query(`CREATE TYPE "public"."category_type" AS ENUM('REVENUE', 'EXPENSE')`);
    await queryRunner.query(`ALTER TABLE "user_categories" ALTER COLUMN "type" TYPE "public"."category_type" USING "type"::text::"public"."category_type"`);
    await queryRunner.query(
      `ALTER TABLE "additional_categories" ALTER COLUMN "type" TYPE "public"."category_type" USING "type"::text::"public"."category_type"`,
    );
    await queryRunner.query(`DROP TYPE "public"."category_type_old"`);
  }
}
