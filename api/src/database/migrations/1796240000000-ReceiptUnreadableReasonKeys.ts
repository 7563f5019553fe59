import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A receipt's unreadable reason in the reader's language (issue 31): `receipts.unreadable_reason`
 * keeps the `receipts` catalogue key and its values ({"key": "unreadableNoTotal", "params": {}})
 * instead of the English text, as `match_note` does (1796211000000-ReceiptMatchNoteKeys). The
 * existing reasons are the five English texts RECEIPT_MESSAGES wrote; each becomes its key. Any
 * other text (none is known) becomes `unreadableFailed` ("Reading this receipt failed. Type the
 * fields yourself."), so an unreadable receipt still says why.
 */
const TEXTS: [key: string, text: string][] = [
  ['unreadableNoText', 'No text could be read from this file. Type the fields yourself, or send a sharper photo.'],
  ['unreadableNoTotal', 'No total could be found in the text read. Type the total (and the other fields) yourself.'],
  ['unreadableTooSlow', 'Reading this file took too long. Type the fields yourself, or send a smaller photo.'],
  ['unreadableDamaged', 'This file could not be opened (damaged, protected or not what its name says). Type the fields yourself.'],
  ['unreadableFailed', 'Reading this receipt failed. Type the fields yourself.'],
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

export class ReceiptUnreadableReasonKeys1796240000000 implements MigrationInterface {
  name = 'ReceiptUnreadableReasonKeys1796240000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "receipts" ADD "unreadable_reason_ref" jsonb`);
    await queryRunner.query(`
      UPDATE "receipts" SET "unreadable_reason_ref" = jsonb_build_object('key', CASE "unreadable_reason"
        ${TEXTS.map(([key, text]) => `WHEN ${quote(text)} THEN ${quote(key)}`).join('\n        ')}
        ELSE 'unreadableFailed'
      END, 'params', '{}'::jsonb)
      WHERE "unreadable_reason" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "receipts" DROP COLUMN "unreadable_reason"`);
    await queryRunner.query(`ALTER TABLE "receipts" RENAME COLUMN "unreadable_reason_ref" TO "unreadable_reason"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Back to the English texts, as RECEIPT_MESSAGES wrote them.
    await queryRunner.query(`ALTER TABLE "receipts" ADD "unreadable_reason_text" text`);
    await queryRunner.query(`
      UPDATE "receipts" SET "unreadable_reason_text" = CASE "unreadable_reason"->>'key'
        ${TEXTS.map(([key, text]) => `WHEN ${quote(key)} THEN ${quote(text)}`).join('\n        ')}
        ELSE ${quote(TEXTS[4][1])}
      END
      WHERE "unreadable_reason" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "receipts" DROP COLUMN "unreadable_reason"`);
    await queryRunner.query(`ALTER TABLE "receipts" RENAME COLUMN "unreadable_reason_text" TO "unreadable_reason"`);
  }
}
