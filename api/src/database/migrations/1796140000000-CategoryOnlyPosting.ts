import { MigrationInterface, QueryRunner } from 'typeorm';

// The ledger columns books_post reads, apart from the category (books_post_ledger_rows' EXCEPT, as before).
const POSTED_BUT_CATEGORY = `"id", "user_id", "source", "account_ref", "date", "name", "amount", "duplicate_of", "duplicate_decision", "transfer_entry_id", "transfer_decision"`;

// The columns the month-close guard compares (as migration 1796030000000 wrote them).
const figuresOf = (t: string) =>
  ['date', 'amount', 'name', 'category', 'source', 'account_ref', 'duplicate_decision', 'transfer_decision'].map((c) => `${t}."${c}"`).join(', ');

/** ledger_month_close_guard as migration 1796030000000 left it (restored by down()), the UPDATE branch being what up() changes. */
const guard = (updateBranch: string) => `
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
          ELSE${updateBranch}
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
      END`;

/** books_post_ledger_rows as migration 1795940000000 left it (restored by down()). */
const POST_LEDGER_ROWS_BEFORE = `
            BEGIN
                IF TG_OP = 'INSERT' THEN
                    PERFORM "books_post"(ARRAY(SELECT n."id" FROM new_rows n));
                ELSE
                    -- Rows whose posted columns changed (EXCEPT: linear, as in ledger_record_changes)
                    PERFORM "books_post"(ARRAY(
                        SELECT c."id" FROM (
                            SELECT "id", "user_id", "source", "account_ref", "date", "name", "amount", "category", "duplicate_of", "duplicate_decision", "transfer_entry_id", "transfer_decision" FROM new_rows
                            EXCEPT
                            SELECT "id", "user_id", "source", "account_ref", "date", "name", "amount", "category", "duplicate_of", "duplicate_decision", "transfer_entry_id", "transfer_decision" FROM old_rows
                        ) c
                    ));
                END IF;
                RETURN NULL;
            END`;

/** books_post_categories as this migration creates it (migration 1796230000000 restores it in its down()). */
export const BOOKS_POST_CATEGORIES = `
            CREATE FUNCTION "books_post_categories"(p_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
            BEGIN
                IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN RETURN; END IF;

                -- The revenue or expense account of each row's category (books_post's chart step, the rows' other accounts being there)
                INSERT INTO "book_accounts" ("user_id", "type", "name", "gifi", "source", "ref")
                SELECT DISTINCT ON (c."id") c."user_id", (CASE c."type" WHEN 'REVENUE' THEN 'revenue' ELSE 'expense' END)::"public"."book_account_type",
                       c."category_name", NULL, 'category', c."id"
                FROM (SELECT DISTINCT l."user_id", l."category" FROM unnest(p_ids) AS t("id") JOIN "ledger_entries" l ON l."id" = t."id" WHERE l."category" IS NOT NULL) l
                JOIN "users" u ON u."id" = l."user_id"
                CROSS JOIN LATERAL (
                    SELECT uc.* FROM "user_categories" uc
                    WHERE uc."user_id" = l."user_id" AND lower(uc."category_name") = lower(l."category")
                    ORDER BY (uc."system_key" IS NOT NULL) DESC, uc."id" LIMIT 1
                ) c
                WHERE c."system_key" IS NULL
                  -- an account already so is left alone (ON CONFLICT DO UPDATE would lock, so write, its row even then)
                  AND NOT EXISTS (
                      SELECT 1 FROM "book_accounts" a
                      WHERE a."user_id" = c."user_id" AND a."source" = 'category' AND a."ref" = c."id"
                        AND a."type" = (CASE c."type" WHEN 'REVENUE' THEN 'revenue' ELSE 'expense' END)::"public"."book_account_type"
                        AND a."name" = c."category_name")
                ORDER BY c."id"
                ON CONFLICT ("user_id", "source", "ref") DO UPDATE SET "type" = EXCLUDED."type", "name" = EXCLUDED."name"
                WHERE ("book_accounts"."type", "book_accounts"."name") IS DISTINCT FROM (EXCLUDED."type", EXCLUDED."name");

                -- Each posting row's category line (the amount's other side of its two lines) moved to the account the
                -- category now posts to; lookups by index, row by row (OFFSET 0), as in books_post.
                WITH "moves" AS MATERIALIZED (
                    SELECT jl."id", p."other_id"
                    -- computed once (OFFSET 0): inlined, its account subqueries would run again in the filter below
                    FROM (SELECT * FROM "books_postings"(p_ids) OFFSET 0) p
                    CROSS JOIN LATERAL (SELECT j."id" FROM "journal_entries" j WHERE j."ledger_entry_id" = p."ledger_entry_id" OFFSET 0) e
                    CROSS JOIN LATERAL (
                        SELECT l."id", l."account_id" FROM "journal_lines" l
                        WHERE l."entry_id" = e."id" AND l."debit" = greatest(-p."amount", 0) AND l."credit" = greatest(p."amount", 0) OFFSET 0
                    ) jl
                    WHERE jl."account_id" <> p."other_id"
                )
                UPDATE "journal_lines" l SET "account_id" = m."other_id" FROM "moves" m WHERE l."id" = m."id";
            END $$`;

/**
 * A report build's write-back of categories posts by a short path (issue 26/27 "Speed",
 * docs/decisions/journal-speed.md, 2026-11-29 report-speed2):
 * - books_post_ledger_rows: of the rows whose posted columns changed, those whose category
 *   alone changed, of a client with no sales-tax lines (not a regular GST/HST registrant), go to
 *   books_post_categories, the others to books_post as before. With no tax line, a row's entry
 *   is its account's line and the category side's line (the amount's other side); a category
 *   change can only move the latter to another account: one UPDATE of that line's account.
 * - ledger_month_close_guard: an UPDATE first asks whether any month its rows (old or new
 *   versions) fall in is closed; only then does it find the rows whose figures changed.
 */
export class CategoryOnlyPosting1796140000000 implements MigrationInterface {
  name = 'CategoryOnlyPosting1796140000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(BOOKS_POST_CATEGORIES);
    await queryRunner.query(`
            CREATE OR REPLACE FUNCTION "books_post_ledger_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
                v_changed bigint[];
                v_categories bigint[];
            BEGIN
                IF TG_OP = 'INSERT' THEN
                    PERFORM "books_post"(ARRAY(SELECT n."id" FROM new_rows n));
                    RETURN NULL;
                END IF;
                -- Rows whose posted columns changed (EXCEPT: linear, as in ledger_record_changes)
                v_changed := ARRAY(
                    SELECT c."id" FROM (
                        SELECT ${POSTED_BUT_CATEGORY}, "category" FROM new_rows
                        EXCEPT
                        SELECT ${POSTED_BUT_CATEGORY}, "category" FROM old_rows
                    ) c);
                IF cardinality(v_changed) = 0 THEN RETURN NULL; END IF;
                -- ... of which those whose category alone changed (the other posted columns the same: INTERSECT), of a
                -- client whose entries have no sales-tax line (books_sales_tax's condition), post by the short path
                v_categories := ARRAY(
                    SELECT k."id" FROM (
                        SELECT ${POSTED_BUT_CATEGORY} FROM new_rows
                        INTERSECT
                        SELECT ${POSTED_BUT_CATEGORY} FROM old_rows
                    ) k
                    JOIN unnest(v_changed) AS c("id") ON c."id" = k."id"
                    WHERE NOT EXISTS (
                        SELECT 1 FROM "tax_profiles" tp
                        WHERE tp."user_id" = k."user_id" AND tp."gst_hst_number" IS NOT NULL AND tp."method" = 'regular'));
                PERFORM "books_post"(ARRAY(SELECT unnest(v_changed) EXCEPT SELECT unnest(v_categories)));
                PERFORM "books_post_categories"(v_categories);
                RETURN NULL;
            END $$`);
    await queryRunner.query(`
            CREATE OR REPLACE FUNCTION "ledger_month_close_guard"() RETURNS trigger LANGUAGE plpgsql AS $$${guard(`
              -- No month of the rows, old or new, is closed (the usual case): nothing to compare. The months first, then one
              -- month_closed each (OFFSET 0: pushed into the UNION, the filter would run once per row).
              IF NOT EXISTS (
                  SELECT 1 FROM (
                      SELECT n."user_id", date_trunc('month', n."date")::date AS "first" FROM new_rows n
                      UNION
                      SELECT o."user_id", date_trunc('month', o."date")::date FROM old_rows o
                      OFFSET 0) k
                  WHERE "month_closed"(k."user_id", k."first")) THEN
                  RETURN NULL;
              END IF;`)}$$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE OR REPLACE FUNCTION "ledger_month_close_guard"() RETURNS trigger LANGUAGE plpgsql AS $$${guard('')}$$`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION "books_post_ledger_rows"() RETURNS trigger LANGUAGE plpgsql AS $$${POST_LEDGER_ROWS_BEFORE}$$`);
    await queryRunner.query(`DROP FUNCTION "books_post_categories"(bigint[])`);
  }
}
