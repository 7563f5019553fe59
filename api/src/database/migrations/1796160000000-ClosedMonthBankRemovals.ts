import { MigrationInterface, QueryRunner } from 'typeorm';

/** One source row per entry, as the entity declares it: a bank row the bank removed (and its reversal) keeps source bank without one. */
const ONE_SOURCE = `("source" = 'bank') = ("bank_transaction_id" IS NOT NULL OR "removed_at" IS NOT NULL) AND ("source" = 'csv') = ("csv_transaction_id" IS NOT NULL) AND ("source" = 'manual') = ("manual_transaction_id" IS NOT NULL) AND ("reverses_entry_id" IS NULL OR "removed_at" IS NOT NULL)`;
const ONE_SOURCE_BEFORE = `("source" = 'bank') = ("bank_transaction_id" IS NOT NULL) AND ("source" = 'csv') = ("csv_transaction_id" IS NOT NULL) AND ("source" = 'manual') = ("manual_transaction_id" IS NOT NULL)`;

/**
 * A Plaid removal of a bank row counted in a closed month (docs/decisions/close-gaps.md; issue
 * 28 point 3: what arrives from the bank posts to the first open month). Before, deleting the
 * bank row cascaded to its ledger row and the closed month's live figures lost it.
 *
 * Now a direct DELETE of a bank row (the sync's removal; trigger depth 1) whose ledger row is in
 * a closed month keeps that row where the month counted it, no longer linked to the bank
 * (`bank_transaction_id` NULL, `removed_at` set), and posts its reversal — the same row with the
 * amount negated and the closed row's category — on the first day of the first open month,
 * `own_date` naming the removed row's date and `reverses_entry_id` the row it reverses: the late
 * bank row's way (`month_first_open_day`). Cascades (an account or login unlinked, a user
 * deleted) still take the rows away, as month-close.md lets them: an account's removed rows go
 * with it (they no longer cascade from a bank row).
 */
export class ClosedMonthBankRemovals1796160000000 implements MigrationInterface {
  name = 'ClosedMonthBankRemovals1796160000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ledger_entries" ADD "removed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" ADD "reverses_entry_id" bigint`);
    await queryRunner.query(
      `ALTER TABLE "ledger_entries" ADD CONSTRAINT "FK_ledger_entries_reverses_entry" FOREIGN KEY ("reverses_entry_id") REFERENCES "ledger_entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ledger_entries_reverses_entry" ON "ledger_entries" ("reverses_entry_id")`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP CONSTRAINT "CHK_ledger_entries_one_source"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" ADD CONSTRAINT "CHK_ledger_entries_one_source" CHECK (${ONE_SOURCE})`);
    await queryRunner.query(`
      CREATE FUNCTION "ledger_bank_row_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
          l "ledger_entries"%ROWTYPE;
      BEGIN
          -- Only the bank's own removal (a direct DELETE): a cascade from an account, a login or a user runs deeper.
          IF pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
          SELECT * INTO l FROM "ledger_entries" WHERE "bank_transaction_id" = OLD."id";
          IF NOT FOUND OR NOT "month_closed"(l."user_id", l."date") THEN RETURN OLD; END IF;
          UPDATE "ledger_entries" SET "bank_transaction_id" = NULL, "removed_at" = now() WHERE "id" = l."id";
          INSERT INTO "ledger_entries" ("user_id", "source", "account_ref", "account_name", "date", "own_date", "name", "merchant_name", "amount",
                                        "category", "bank_category", "removed_at", "reverses_entry_id")
          VALUES (l."user_id", 'bank', l."account_ref", l."account_name", "month_first_open_day"(l."user_id", l."date"), l."date", l."name",
                  l."merchant_name", -l."amount", l."category", l."bank_category", now(), l."id");
          RETURN OLD;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "ledger_bank_row_removed" BEFORE DELETE ON "bank_transactions"
      FOR EACH ROW EXECUTE FUNCTION "ledger_bank_row_removed"()`);
    await queryRunner.query(`
      CREATE FUNCTION "ledger_bank_account_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
          DELETE FROM "ledger_entries" WHERE "source" = 'bank' AND "bank_transaction_id" IS NULL AND "account_ref" = OLD."id";
          RETURN OLD;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "ledger_bank_account_removed" AFTER DELETE ON "bank_accounts"
      FOR EACH ROW EXECUTE FUNCTION "ledger_bank_account_removed"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "ledger_bank_account_removed" ON "bank_accounts"`);
    await queryRunner.query(`DROP FUNCTION "ledger_bank_account_removed"()`);
    await queryRunner.query(`DROP TRIGGER "ledger_bank_row_removed" ON "bank_transactions"`);
    await queryRunner.query(`DROP FUNCTION "ledger_bank_row_removed"()`);
    // The rows the bank removed go, as the cascade took them before (the guard would refuse a closed month's).
    await queryRunner.query(`ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_month_close_deleted"`);
    await queryRunner.query(`DELETE FROM "ledger_entries" WHERE "reverses_entry_id" IS NOT NULL`);
    await queryRunner.query(`DELETE FROM "ledger_entries" WHERE "removed_at" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_month_close_deleted"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP CONSTRAINT "CHK_ledger_entries_one_source"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" ADD CONSTRAINT "CHK_ledger_entries_one_source" CHECK (${ONE_SOURCE_BEFORE})`);
    await queryRunner.query(`DROP INDEX "IDX_ledger_entries_reverses_entry"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_ledger_entries_reverses_entry"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP COLUMN "reverses_entry_id"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP COLUMN "removed_at"`);
  }
}
