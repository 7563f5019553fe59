import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bank reconciliation (issue 28, point 2), first step: the journal entry kind 'reconciliation'
 * (an adjustment posted when staff reconcile an account with a difference and a memo). Its own
 * migration: PostgreSQL cannot use an enum value in the transaction that added it.
 */
export class ReconciliationEntryKind1796070000000 implements MigrationInterface {
  name = 'ReconciliationEntryKind1796070000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "public"."journal_entry_kind" ADD VALUE IF NOT EXISTS 'reconciliation'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "journal_entries" WHERE "kind" = 'reconciliation'`);
    // the opening's check compares kind with the type: dropped while the column changes type
    await queryRunner.query(`ALTER TABLE "journal_entries" DROP CONSTRAINT "CHK_journal_entries_opening"`);
    await queryRunner.query(`ALTER TYPE "public"."journal_entry_kind" RENAME TO "journal_entry_kind_old"`);
    await queryRunner.query(`CREATE TYPE "public"."journal_entry_kind" AS ENUM('ledger', 'opening')`);
    await queryRunner.query(`ALTER TABLE "journal_entries" ALTER COLUMN "kind" DROP DEFAULT`);
    await queryRunner.query(
      `ALTER TABLE "journal_entries" ALTER COLUMN "kind" TYPE "public"."journal_entry_kind" USING "kind"::text::"public"."journal_entry_kind"`,
    );
    await queryRunner.query(`ALTER TABLE "journal_entries" ALTER COLUMN "kind" SET DEFAULT 'ledger'`);
    await queryRunner.query(`DROP TYPE "public"."journal_entry_kind_old"`);
    await queryRunner.query(`ALTER TABLE "journal_entries" ADD CONSTRAINT "CHK_journal_entries_opening" CHECK ("opening_id" IS NULL OR "kind" = 'opening')`);
  }
}
