import { MigrationInterface, QueryRunner } from 'typeorm';

/** The bank rows' join into the ledger before this migration (restored by down()). */
const JOIN_BANK_ROWS_BEFORE = `
  CREATE OR REPLACE FUNCTION "ledger_join_bank_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
      INSERT INTO "ledger_entries" ("user_id", "source", "bank_transaction_id", "account_ref", "account_name", "date", "name", "merchant_name", "amount", "bank_category")
      SELECT n."user_id", 'bank', n."id", n."bank_account_id", n."account_name", n."date", n."name", n."merchant_name", n."amount",
             CASE WHEN n."personal_finance_category" IS NOT NULL
                  THEN ARRAY[n."personal_finance_category"->>'primary', n."personal_finance_category"->>'detailed']
                  ELSE n."category" END
      FROM changed n WHERE NOT n."pending"
      ON CONFLICT ("bank_transaction_id") DO UPDATE SET
          "account_ref" = EXCLUDED."account_ref", "account_name" = EXCLUDED."account_name", "date" = EXCLUDED."date",
          "name" = EXCLUDED."name", "merchant_name" = EXCLUDED."merchant_name", "amount" = EXCLUDED."amount",
          "bank_category" = EXCLUDED."bank_category"
      WHERE ("ledger_entries"."account_ref", "ledger_entries"."account_name", "ledger_entries"."date", "ledger_entries"."name",
             "ledger_entries"."merchant_name", "ledger_entries"."amount", "ledger_entries"."bank_category")
            IS DISTINCT FROM (EXCLUDED."account_ref", EXCLUDED."account_name", EXCLUDED."date", EXCLUDED."name",
             EXCLUDED."merchant_name", EXCLUDED."amount", EXCLUDED."bank_category");
      DELETE FROM "ledger_entries" l USING changed n WHERE l."bank_transaction_id" = n."id" AND n."pending";
      RETURN NULL;
  END $$`;

/** The columns whose change moves a month's figures: what the guard refuses on a closed month's rows. */
const FIGURES = ['date', 'amount', 'name', 'category', 'source', 'account_ref', 'duplicate_decision', 'transfer_decision'];
const figuresOf = (alias: string) => FIGURES.map((c) => `${alias}."${c}"`).join(', ');

/**
 * The month close (issue 28, point 3; docs/decisions/month-close.md). One rule, in the
 * database: `month_closed(user, date)` is true when the client's monthly report of that
 * date's month is approved (its current version; reopening makes it pending, so open again).
 * The reports module keeps that state by approving and reopening; nothing else writes it.
 *
 * - A guard on ledger_entries refuses, with SQLSTATE LL409 and the month (YYYY-MM) as its
 *   detail, any statement that puts a row into a closed month, takes one out (a direct
 *   DELETE; cascades from deleting the source row — a Plaid removal, an account or user
 *   deleted — pass), or changes a closed row's figures or a person's decision on it. The API
 *   turns LL409 into the 409 "October 2026 is closed; ask your bookkeeper to reopen it".
 * - A bank row dated in a closed month is not refused: it joins the ledger on the first day
 *   of the first open month after it, keeping its own date in `own_date` (so the report,
 *   the journal and the worksheets count it there). A bank correction of a row already in a
 *   closed month (Plaid's "modified", or a posted row turning pending) leaves the ledger's
 *   row as it was.
 */
export class MonthClose1796030000000 implements MigrationInterface {
  name = 'MonthClose1796030000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ledger_entries" ADD "own_date" date`);
    await queryRunner.query(`
      CREATE FUNCTION "month_closed"(p_user integer, p_date date) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
      BEGIN
        -- plpgsql, not sql: a sql function would be inlined, and the planner could then turn a filter on a
        -- few ledger rows into an anti-join over all of them (the drain's writes timed out that way).
        RETURN EXISTS (
          SELECT 1 FROM "monthly_reports" r
           WHERE r."user_id" = p_user AND r."year" = extract(year FROM p_date)::int AND r."month" = extract(month FROM p_date)::int
             AND r."status" = 'approved');
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "month_first_open_day"(p_user integer, p_date date) RETURNS date LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN NOT "month_closed"(p_user, p_date) THEN p_date ELSE (
          SELECT min(g.m)::date FROM generate_series(date_trunc('month', p_date) + interval '1 month', date_trunc('month', p_date) + interval '1200 months', interval '1 month') AS g(m)
           WHERE NOT "month_closed"(p_user, g.m::date)) END
      $$`);
    await queryRunner.query(`
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
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "ledger_month_close_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
          closed text;
      BEGIN
          IF TG_OP = 'INSERT' THEN
              SELECT to_char(min(k."first"), 'YYYY-MM') INTO closed
                FROM (SELECT DISTINCT n."user_id", date_trunc('month', n."date")::date AS "first" FROM new_rows n) k
               WHERE "month_closed"(k."user_id", k."first");
          ELSIF TG_OP = 'DELETE' THEN
              -- Only a direct DELETE: a cascade from the source row (a Plaid removal, an account or a user deleted) runs deeper.
              IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
              SELECT to_char(min(k."first"), 'YYYY-MM') INTO closed
                FROM (SELECT DISTINCT o."user_id", date_trunc('month', o."date")::date AS "first" FROM old_rows o) k
               WHERE "month_closed"(k."user_id", k."first");
          ELSE
              -- The rows whose figures changed, old and new versions, found by EXCEPT (each side hashed once): a join of
              -- the two transition tables, which have no statistics, can be planned as a nested loop (minutes for 36,000 rows).
              SELECT to_char(min(k."first"), 'YYYY-MM') INTO closed
                FROM (
                  SELECT DISTINCT c."user_id", date_trunc('month', c."date")::date AS "first"
                    FROM ((SELECT n."id", n."user_id", ${figuresOf('n')} FROM new_rows n EXCEPT SELECT o."id", o."user_id", ${figuresOf('o')} FROM old_rows o)
                          UNION ALL
                          (SELECT o."id", o."user_id", ${figuresOf('o')} FROM old_rows o EXCEPT SELECT n."id", n."user_id", ${figuresOf('n')} FROM new_rows n)) c
                ) k
               WHERE "month_closed"(k."user_id", k."first");
          END IF;
          IF closed IS NOT NULL THEN
              RAISE EXCEPTION 'The books of % are closed: its monthly report is approved', closed USING ERRCODE = 'LL409', DETAIL = closed;
          END IF;
          RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "ledger_month_close_inserted" AFTER INSERT ON "ledger_entries"
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_month_close_guard"()`);
    await queryRunner.query(`
      CREATE TRIGGER "ledger_month_close_updated" AFTER UPDATE ON "ledger_entries"
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_month_close_guard"()`);
    await queryRunner.query(`
      CREATE TRIGGER "ledger_month_close_deleted" AFTER DELETE ON "ledger_entries"
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_month_close_guard"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "ledger_month_close_deleted" ON "ledger_entries"`);
    await queryRunner.query(`DROP TRIGGER "ledger_month_close_updated" ON "ledger_entries"`);
    await queryRunner.query(`DROP TRIGGER "ledger_month_close_inserted" ON "ledger_entries"`);
    await queryRunner.query(`DROP FUNCTION "ledger_month_close_guard"()`);
    await queryRunner.query(JOIN_BANK_ROWS_BEFORE);
    await queryRunner.query(`DROP FUNCTION "month_first_open_day"(integer, date)`);
    await queryRunner.query(`DROP FUNCTION "month_closed"(integer, date)`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP COLUMN "own_date"`);
  }
}
