import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A receipt's match note in the reader's language (issue 31): `receipts.match_note` keeps the
 * `receipts` catalogue key and its values ({"key": "otherMerchant", "params": {...}}) instead of
 * the English text. The existing notes are the four English texts RECEIPT_MESSAGES wrote; each is
 * read back into its key and values. A text that is none of them (none is known) becomes null:
 * the note is shown again the next time the receipt is matched.
 */
export class ReceiptMatchNoteKeys1796211000000 implements MigrationInterface {
  name = 'ReceiptMatchNoteKeys1796211000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "receipts" ADD "match_note_ref" jsonb`);
    await queryRunner.query(`
      UPDATE "receipts" r SET "match_note_ref" = CASE
        WHEN m.other IS NOT NULL THEN jsonb_build_object('key', 'otherMerchant', 'params', jsonb_build_object('bankText', m.other[1], 'vendor', m.other[2]))
        WHEN m.unconfigured IS NOT NULL THEN jsonb_build_object('key', 'noRateNotConfigured', 'params', jsonb_build_object('currency', m.unconfigured[1], 'date', ''))
        WHEN m.unsupported IS NOT NULL THEN jsonb_build_object('key', 'noRateUnsupported', 'params', jsonb_build_object('currency', m.unsupported[1], 'date', ''))
        WHEN m.unavailable IS NOT NULL THEN jsonb_build_object('key', 'noRateUnavailable', 'params', jsonb_build_object('currency', m.unavailable[1], 'date', m.unavailable[2]))
      END
      FROM (
        SELECT id,
               regexp_match("match_note", '^The bank line "(.*)" does not name "(.*)": check it is the payment for this receipt before linking it\\.$') AS other,
               regexp_match("match_note", '^This receipt is in (\\S+): exchange rates are not configured') AS unconfigured,
               regexp_match("match_note", '^The Bank of Canada publishes no daily rate for (\\S+), so') AS unsupported,
               regexp_match("match_note", '^No Bank of Canada rate for (\\S+) on or before (\\S+) yet') AS unavailable
          FROM "receipts" WHERE "match_note" IS NOT NULL
      ) m
      WHERE r.id = m.id`);
    await queryRunner.query(`ALTER TABLE "receipts" DROP COLUMN "match_note"`);
    await queryRunner.query(`ALTER TABLE "receipts" RENAME COLUMN "match_note_ref" TO "match_note"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Back to the English texts, as RECEIPT_MESSAGES wrote them.
    await queryRunner.query(`ALTER TABLE "receipts" ADD "match_note_text" text`);
    await queryRunner.query(`
      UPDATE "receipts" SET "match_note_text" = CASE "match_note"->>'key'
        WHEN 'otherMerchant' THEN format('The bank line "%s" does not name "%s": check it is the payment for this receipt before linking it.', "match_note"->'params'->>'bankText', "match_note"->'params'->>'vendor')
        WHEN 'noRateNotConfigured' THEN format('This receipt is in %s: exchange rates are not configured, so it is not matched to your bank automatically. Pick its transaction yourself.', "match_note"->'params'->>'currency')
        WHEN 'noRateUnsupported' THEN format('The Bank of Canada publishes no daily rate for %s, so this receipt is not matched automatically. Pick its transaction yourself.', "match_note"->'params'->>'currency')
        WHEN 'noRateUnavailable' THEN format('No Bank of Canada rate for %s on or before %s yet: we will try again when new bank transactions arrive.', "match_note"->'params'->>'currency', "match_note"->'params'->>'date')
      END
      WHERE "match_note" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "receipts" DROP COLUMN "match_note"`);
    await queryRunner.query(`ALTER TABLE "receipts" RENAME COLUMN "match_note_text" TO "match_note"`);
  }
}
