import { MigrationInterface, QueryRunner } from 'typeorm';

/** The bank rows' join into the ledger before this migration (MonthClose1796030000000's, restored by down()). */
const JOIN_BANK_ROWS_BEFORE = `
  CREATE OR REPLACE FUNCTION "ledger_join_bank_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
      INSERT INTO "ledger_entries" ("user_id", "source", "bank_transaction_id", "account_ref", "account_name", "date", "own_date", "name", "merchant_name", "amount", "bank_category")
      SELECT n."user_id", 'bank', n."id", n."bank_account_id", n."account_name", d."posted", CASE WHEN d."posted" <> n."date" THEN n."date" END,
             n."name", n."merchant_name", n."amount",
             CASE WHEN n."personal_finance_category" IS NOT NULL
                  THEN ARRAY[n."personal_finance_category"->>'primary', n."personal_finance_category"->>'detailed']
                  ELSE n."category" END
      FROM changed n CROSS JOIN LATERAL (SELECT "month_first_open_day"(n."user_id", n."date") AS "posted") d
      WHERE NOT n."pending"
      ON CONFLICT ("bank_transaction_id") DO UPDATE SET
          "account_ref" = EXCLUDED."account_ref", "account_name" = EXCLUDED."account_name", "date" = EXCLUDED."date", "own_date" = EXCLUDED."own_date",
          "name" = EXCLUDED."name", "merchant_name" = EXCLUDED."merchant_name", "amount" = EXCLUDED."amount",
          "bank_category" = EXCLUDED."bank_category"
      WHERE ("ledger_entries"."account_ref", "ledger_entries"."account_name", "ledger_entries"."date", "ledger_entries"."name",
             "ledger_entries"."merchant_name", "ledger_entries"."amount", "ledger_entries"."bank_category")
            IS DISTINCT FROM (EXCLUDED."account_ref", EXCLUDED."account_name", EXCLUDED."date", EXCLUDED."name",
             EXCLUDED."merchant_name", EXCLUDED."amount", EXCLUDED."bank_category")
        AND NOT "month_closed"("ledger_entries"."user_id", "ledger_entries"."date");
      DELETE FROM "ledger_entries" l USING changed n
       WHERE l."bank_transaction_id" = n."id" AND n."pending" AND NOT "month_closed"(l."user_id", l."date");
      RETURN NULL;
  END $$`;

/**
 * A bank correction of a row a closed month counted (issue 28 point 3; docs/decisions/month-close.md,
 * 2026-11-29): what arrives from the bank after a month closed posts to the first open month.
 *
 * Before, Plaid's "modified" of a closed month's bank row (amount, date, account, or the row turning
 * pending) left the ledger's row as the month closed it. Now the bank → ledger trigger
 * (`ledger_join_bank_rows`, so every writer — the sync, the webhook, tests — gets it), on an UPDATE of
 * bank rows, finds the closed rows whose figures the bank changed, and as a Plaid removal does
 * (ClosedMonthBankRemovals1796160000000): keeps each where the month counted it, no longer linked to
 * its bank row (`bank_transaction_id` NULL, `removed_at` set: not a figure, so the guard lets it
 * through and the journal keeps its entry), and posts its reversal on the first day of the first
 * open month (`reverses_entry_id`, `own_date` the closed row's date). The corrected bank row then
 * joins as a new ledger row by the usual insert (`month_first_open_day` of its new date, `own_date`
 * its own date when that differs), naming the closed row it replaces in the new
 * `corrects_entry_id`; a row turned pending posts the reversal only. A change of no figure (name,
 * merchant, bank category) leaves the closed row alone, as before. The same modification delivered
 * again finds the new row equal to the bank's and posts nothing.
 *
 * The unique index on `reverses_entry_id` becomes partial (the column is NULL on almost every row).
 */
export class ClosedMonthBankCorrections1796220000000 implements MigrationInterface {
  name = 'ClosedMonthBankCorrections1796220000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_ledger_entries_reverses_entry"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_ledger_entries_reverses_entry" ON "ledger_entries" ("reverses_entry_id") WHERE "reverses_entry_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "ledger_entries" ADD "corrects_entry_id" bigint`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_ledger_entries_corrects_entry" ON "ledger_entries" ("corrects_entry_id") WHERE "corrects_entry_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "ledger_entries" ADD CONSTRAINT "FK_ledger_entries_corrects_entry" FOREIGN KEY ("corrects_entry_id") REFERENCES "ledger_entries"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION "ledger_join_bank_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
          v_bank bigint[] := '{}';    -- the corrected bank rows
          v_closed bigint[] := '{}';  -- their closed ledger rows, in the same order
      BEGIN
          IF TG_OP = 'UPDATE' THEN
              -- Closed rows whose figures the bank changed (or that turned pending). Each ledger row is reached by an index
              -- probe (OFFSET 0: never a hash of every ledger row), its figures compared first and month_closed asked only then.
              SELECT coalesce(array_agg(c."bank_id" ORDER BY c."id"), '{}'), coalesce(array_agg(c."id" ORDER BY c."id"), '{}')
                INTO v_bank, v_closed
                FROM (SELECT n."id"::bigint AS "bank_id", l."id", l."user_id", l."date"
                        FROM changed n
                        CROSS JOIN LATERAL (SELECT e."id", e."user_id", e."date", e."own_date", e."amount", e."account_ref"
                                              FROM "ledger_entries" e WHERE e."bank_transaction_id" = n."id" OFFSET 0) l
                       WHERE n."pending" OR l."amount" <> n."amount" OR l."account_ref" <> n."bank_account_id"
                          OR coalesce(l."own_date", l."date") <> n."date"
                      OFFSET 0) c
               WHERE "month_closed"(c."user_id", c."date");
              IF cardinality(v_closed) > 0 THEN
                  -- Kept where the month counted it, unlinked; its reversal in the first open month (the removal's rule).
                  UPDATE "ledger_entries" SET "bank_transaction_id" = NULL, "removed_at" = now() WHERE "id" = ANY (v_closed);
                  INSERT INTO "ledger_entries" ("user_id", "source", "account_ref", "account_name", "date", "own_date", "name", "merchant_name", "amount",
                                                "category", "bank_category", "removed_at", "reverses_entry_id")
                  SELECT l."user_id", 'bank', l."account_ref", l."account_name", "month_first_open_day"(l."user_id", l."date"), l."date", l."name",
                         l."merchant_name", -l."amount", l."category", l."bank_category", now(), l."id"
                    FROM unnest(v_closed) AS k("id") CROSS JOIN LATERAL (SELECT * FROM "ledger_entries" e WHERE e."id" = k."id" OFFSET 0) l
                   ORDER BY l."id";
              END IF;
          END IF;
          INSERT INTO "ledger_entries" ("user_id", "source", "bank_transaction_id", "account_ref", "account_name", "date", "own_date", "name", "merchant_name", "amount",
                                        "bank_category", "corrects_entry_id")
          SELECT n."user_id", 'bank', n."id", n."bank_account_id", n."account_name", d."posted", CASE WHEN d."posted" <> n."date" THEN n."date" END,
                 n."name", n."merchant_name", n."amount",
                 CASE WHEN n."personal_finance_category" IS NOT NULL
                      THEN ARRAY[n."personal_finance_category"->>'primary', n."personal_finance_category"->>'detailed']
                      ELSE n."category" END,
                 CASE WHEN cardinality(v_closed) > 0 THEN v_closed[array_position(v_bank, n."id"::bigint)] END
          FROM changed n CROSS JOIN LATERAL (SELECT "month_first_open_day"(n."user_id", n."date") AS "posted") d
          WHERE NOT n."pending"
          ON CONFLICT ("bank_transaction_id") DO UPDATE SET
              "account_ref" = EXCLUDED."account_ref", "account_name" = EXCLUDED."account_name", "date" = EXCLUDED."date", "own_date" = EXCLUDED."own_date",
              "name" = EXCLUDED."name", "merchant_name" = EXCLUDED."merchant_name", "amount" = EXCLUDED."amount",
              "bank_category" = EXCLUDED."bank_category"
          WHERE ("ledger_entries"."account_ref", "ledger_entries"."account_name", "ledger_entries"."date", "ledger_entries"."name",
                 "ledger_entries"."merchant_name", "ledger_entries"."amount", "ledger_entries"."bank_category")
                IS DISTINCT FROM (EXCLUDED."account_ref", EXCLUDED."account_name", EXCLUDED."date", EXCLUDED."name",
                 EXCLUDED."merchant_name", EXCLUDED."amount", EXCLUDED."bank_category")
            AND NOT "month_closed"("ledger_entries"."user_id", "ledger_entries"."date");
          DELETE FROM "ledger_entries" l USING changed n
           WHERE l."bank_transaction_id" = n."id" AND n."pending" AND NOT "month_closed"(l."user_id", l."date");
          RETURN NULL;
      END $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The corrections already posted stay as a removal's rows (the closed row unlinked, its reversal); the new rows stay linked to their bank rows.
    await queryRunner.query(JOIN_BANK_ROWS_BEFORE);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_ledger_entries_corrects_entry"`);
    await queryRunner.query(`DROP INDEX "IDX_ledger_entries_corrects_entry"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP COLUMN "corrects_entry_id"`);
    await queryRunner.query(`DROP INDEX "IDX_ledger_entries_reverses_entry"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_ledger_entries_reverses_entry" ON "ledger_entries" ("reverses_entry_id")`);
  }
}
