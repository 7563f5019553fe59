import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why a receipt was not linked automatically when a transaction fit (issue 30, point 3): the
 * bank line names another merchant, or a foreign-currency receipt could not be converted. Shown
 * with the candidates listed for a person; null when there is nothing to say.
 */
export class ReceiptMatchNotes1796170000000 implements MigrationInterface {
  name = 'ReceiptMatchNotes1796170000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "receipts" ADD COLUMN IF NOT EXISTS "match_note" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "receipts" DROP COLUMN IF EXISTS "match_note"`);
  }
}
