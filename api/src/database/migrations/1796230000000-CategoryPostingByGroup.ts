import { MigrationInterface, QueryRunner } from 'typeorm';
import { BOOKS_POST_CATEGORIES } from './1796140000000-CategoryOnlyPosting';

/**
 * A report build's category write-back, cheaper (issue 26/27 "Speed", docs/decisions/journal-speed.md and
 * report-speed.md, 2026-11-29 report-speed3). books_post_categories posts the same lines, found otherwise:
 * - The chart step reaches the rows by one index probe each (OFFSET 0). Joined, the planner read the
 *   statistics of a month whose categories had just been cleared ("no row has a category") and scanned
 *   every ledger row, each joined to the build's ids by a nested loop: a write cost more with each build
 *   until the next auto-analyze.
 * - books_postings (the posting rule, unchanged) is asked for one row per client and category instead of
 *   every row: apart from a transfer's rows (which post against transfers in transit and are each asked for
 *   themselves), a posting row's category side depends on its client and its category alone (lower case:
 *   books_postings' match). The rows that post are those with a journal entry (books_post keeps one for each
 *   row that posts, in the same transaction), so a row without one has no line to move, as before.
 */
export class CategoryPostingByGroup1796230000000 implements MigrationInterface {
  name = 'CategoryPostingByGroup1796230000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE OR REPLACE FUNCTION "books_post_categories"(p_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
            BEGIN
                IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN RETURN; END IF;

                -- The revenue or expense account of each row's category (books_post's chart step, the rows' other accounts being
                -- there); the rows by index, one probe each (OFFSET 0: planned as a join, the stale statistics of categories
                -- just written scanned the whole ledger)
                INSERT INTO "book_accounts" ("user_id", "type", "name", "gifi", "source", "ref")
                SELECT DISTINCT ON (c."id") c."user_id", (CASE c."type" WHEN 'REVENUE' THEN 'revenue' ELSE 'expense' END)::"public"."book_account_type",
                       c."category_name", NULL, 'category', c."id"
                FROM (
                    SELECT DISTINCT r."user_id", r."category"
                    FROM unnest(p_ids) AS t("id")
                    CROSS JOIN LATERAL (SELECT l."user_id", l."category" FROM "ledger_entries" l WHERE l."id" = t."id" OFFSET 0) r
                    WHERE r."category" IS NOT NULL
                ) l
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
                -- category now posts to. Rows, entries and lines by index, one probe each (OFFSET 0).
                WITH "posted" AS MATERIALIZED (
                    -- the rows that post: those with a journal entry
                    SELECT r."id", r."user_id", r."amount", lower(r."category") AS "key", r."transfer", e."id" AS "entry_id"
                    FROM unnest(p_ids) AS t("id")
                    CROSS JOIN LATERAL (
                        SELECT l."id", l."user_id", l."amount", l."category",
                               (l."transfer_entry_id" IS NOT NULL AND l."transfer_decision" IS DISTINCT FROM 'not_transfer') AS "transfer"
                        FROM "ledger_entries" l WHERE l."id" = t."id" OFFSET 0
                    ) r
                    CROSS JOIN LATERAL (SELECT j."id" FROM "journal_entries" j WHERE j."ledger_entry_id" = r."id" OFFSET 0) e
                ), "asked" AS MATERIALIZED (
                    -- the posting rule (books_postings) for one row of each client and category, and for each transfer's row
                    SELECT p."ledger_entry_id", p."other_id"
                    FROM "books_postings"(ARRAY(
                        SELECT x."id" FROM (SELECT DISTINCT ON (q."user_id", q."key") q."id" FROM "posted" q WHERE NOT q."transfer" ORDER BY q."user_id", q."key", q."id") x
                        UNION ALL
                        SELECT q."id" FROM "posted" q WHERE q."transfer"
                    )) p
                ), "sides" AS MATERIALIZED (
                    SELECT q."user_id", q."key", q."transfer", q."id", a."other_id" FROM "asked" a JOIN "posted" q ON q."id" = a."ledger_entry_id"
                ), "wanted" AS MATERIALIZED (
                    SELECT q."entry_id", q."amount", s."other_id" FROM "posted" q JOIN "sides" s ON s."transfer" AND s."id" = q."id" WHERE q."transfer"
                    UNION ALL
                    SELECT q."entry_id", q."amount", s."other_id" FROM "posted" q
                    JOIN "sides" s ON NOT s."transfer" AND s."user_id" = q."user_id" AND s."key" IS NOT DISTINCT FROM q."key"
                    WHERE NOT q."transfer"
                ), "moves" AS MATERIALIZED (
                    SELECT jl."id", w."other_id"
                    FROM "wanted" w
                    CROSS JOIN LATERAL (
                        SELECT l."id", l."account_id" FROM "journal_lines" l
                        WHERE l."entry_id" = w."entry_id" AND l."debit" = greatest(-w."amount", 0) AND l."credit" = greatest(w."amount", 0) OFFSET 0
                    ) jl
                    WHERE jl."account_id" <> w."other_id"
                )
                UPDATE "journal_lines" l SET "account_id" = m."other_id" FROM "moves" m WHERE l."id" = m."id";
            END $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(BOOKS_POST_CATEGORIES.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
  }
}
