import { MigrationInterface, QueryRunner } from 'typeorm';
import { BOOKS_POST_JOURNAL_SPEED } from './1796080000000-JournalSpeed';

/**
 * books_post's body: rows with no journal entry yet are posted by inserting (issue 27 "Speed";
 * docs/decisions/journal-speed.md, 2026-11-29, branch csv-post-speed).
 */
const BOOKS_POST_INSERT_ONLY = `
            DECLARE
                v_lines "public"."books_posting_line"[];
                v_added bigint[];
                v_users integer[];
                v_taxed integer[];
            BEGIN
                IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN RETURN; END IF;

                -- The clients concerned, and those of them whose rows post sales tax (books_sales_tax's own condition: a
                -- regular GST/HST registrant); the rows by index, one probe each (OFFSET 0: planned as a join, stale
                -- statistics within a large write may scan the whole ledger)
                v_users := ARRAY(
                    SELECT DISTINCT r."user_id" FROM unnest(p_ids) AS t("id")
                    CROSS JOIN LATERAL (SELECT l."user_id" FROM "ledger_entries" l WHERE l."id" = t."id" OFFSET 0) r);
                v_taxed := ARRAY(
                    SELECT tp."user_id" FROM "tax_profiles" tp
                    WHERE tp."user_id" = ANY (v_users) AND tp."gst_hst_number" IS NOT NULL AND tp."method" = 'regular');

                -- The chart: system accounts of the clients concerned (a client being deleted has none). The rows here and in
                -- the two steps below by index too, their distinct keys taken before any join.
                INSERT INTO "book_accounts" ("user_id", "type", "name", "gifi", "source", "ref")
                SELECT u."id", s."type", s."name", s."gifi", 'system', s."ref"
                FROM "users" u CROSS JOIN "books_system_accounts"() s
                WHERE u."id" = ANY (v_users)
                  AND NOT EXISTS (SELECT 1 FROM "book_accounts" a WHERE a."user_id" = u."id" AND a."source" = 'system' AND a."ref" = s."ref")
                ON CONFLICT ("user_id", "source", "ref") DO NOTHING;

                -- ... the account each row belongs to: linked accounts by Plaid type, CSV accounts by their kind, manual rows in Cash
                -- (per distinct client, source, account and account name; an account already so is left alone: ON CONFLICT DO
                -- UPDATE would lock, so write, its row even then)
                INSERT INTO "book_accounts" ("user_id", "type", "name", "gifi", "source", "ref")
                SELECT DISTINCT ON (a."user_id", a."source", a."ref") a."user_id", a."type", a."name", a."gifi", a."source", a."ref"
                FROM (
                    SELECT l."user_id", l."source"::text::"public"."book_account_source" AS "source",
                           CASE WHEN l."source" = 'manual' THEN 0 ELSE l."account_ref" END AS "ref",
                           CASE WHEN l."source" = 'manual' THEN 'Cash' WHEN l."source" = 'csv' THEN coalesce(cu."books_account_name", l."account_name") ELSE coalesce(ba."name", l."account_name") END AS "name",
                           (CASE
                               WHEN l."source" = 'bank' AND ba."type" IN ('credit', 'loan') THEN 'liability'
                               WHEN l."source" = 'csv' AND cu."books_account_type" IN ('credit_card', 'loan') THEN 'liability'
                               ELSE 'asset' END)::"public"."book_account_type" AS "type",
                           CASE
                               WHEN l."source" = 'manual' THEN '1001'
                               WHEN l."source" = 'bank' AND ba."type" = 'credit' THEN '2707'
                               WHEN l."source" = 'bank' AND ba."type" = 'loan' THEN '2700'
                               WHEN l."source" = 'csv' AND cu."books_account_type" = 'credit_card' THEN '2707'
                               WHEN l."source" = 'csv' AND cu."books_account_type" = 'loan' THEN '2700'
                               WHEN l."source" = 'csv' AND cu."books_account_type" = 'cash' THEN '1001'
                               ELSE '1002' END AS "gifi"
                    FROM (
                        SELECT DISTINCT r."user_id", r."source", r."account_ref", r."account_name"
                        FROM unnest(p_ids) AS t("id")
                        CROSS JOIN LATERAL (SELECT l."user_id", l."source", l."account_ref", l."account_name" FROM "ledger_entries" l WHERE l."id" = t."id" OFFSET 0) r
                    ) l
                    JOIN "users" u ON u."id" = l."user_id"
                    LEFT JOIN "bank_accounts" ba ON l."source" = 'bank' AND ba."id" = l."account_ref"
                    LEFT JOIN "csv_uploads" cu ON l."source" = 'csv' AND cu."id" = l."account_ref"
                    WHERE NOT EXISTS (
                        SELECT 1 FROM "account_visibility" v
                        WHERE l."source" = 'bank' AND v."user_id" = l."user_id" AND v."account_id" = ba."account_id" AND v."is_hidden"
                    )
                ) a
                WHERE NOT EXISTS (
                    SELECT 1 FROM "book_accounts" b
                    WHERE b."user_id" = a."user_id" AND b."source" = a."source" AND b."ref" = a."ref"
                      AND b."type" = a."type" AND b."name" = a."name" AND b."gifi" IS NOT DISTINCT FROM a."gifi")
                ORDER BY a."user_id", a."source", a."ref"
                ON CONFLICT ("user_id", "source", "ref") DO UPDATE SET "type" = EXCLUDED."type", "name" = EXCLUDED."name", "gifi" = EXCLUDED."gifi"
                WHERE ("book_accounts"."type", "book_accounts"."name", "book_accounts"."gifi") IS DISTINCT FROM (EXCLUDED."type", EXCLUDED."name", EXCLUDED."gifi");

                -- ... and the revenue or expense account of each row's category (system categories post to system accounts)
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
                  AND NOT EXISTS (
                      SELECT 1 FROM "book_accounts" a
                      WHERE a."user_id" = c."user_id" AND a."source" = 'category' AND a."ref" = c."id"
                        AND a."type" = (CASE c."type" WHEN 'REVENUE' THEN 'revenue' ELSE 'expense' END)::"public"."book_account_type"
                        AND a."name" = c."category_name")
                ORDER BY c."id"
                ON CONFLICT ("user_id", "source", "ref") DO UPDATE SET "type" = EXCLUDED."type", "name" = EXCLUDED."name"
                WHERE ("book_accounts"."type", "book_accounts"."name") IS DISTINCT FROM (EXCLUDED."type", EXCLUDED."name");

                -- The wanted lines of the rows that post, signed as debits: the account takes the amount, the category
                -- side the amount less the tax, the tax accounts the tax (lines of zero left out). ord 1 is always there.
                v_lines := ARRAY(
                    SELECT ROW(p."ledger_entry_id", p."user_id", p."date", p."memo", s."ord", s."account_id", s."value")::"public"."books_posting_line"
                    FROM "books_postings"(p_ids) p
                    -- asked only for a registrant's rows (it finds no tax for the others)
                    LEFT JOIN LATERAL (SELECT x.* FROM "books_sales_tax"(p."ledger_entry_id") x WHERE p."user_id" = ANY (v_taxed)) t ON true
                    CROSS JOIN LATERAL (VALUES
                        (1, p."account_id", p."amount"),
                        (2, p."other_id", -(p."amount" - coalesce(t."gst_hst", 0) - coalesce(t."qst", 0))),
                        (3, t."gst_hst_account_id", -coalesce(t."gst_hst", 0)),
                        (4, t."qst_account_id", -coalesce(t."qst", 0))
                    ) AS s("ord", "account_id", "value")
                    WHERE s."value" <> 0 AND s."account_id" IS NOT NULL);

                -- Rows that no longer post (gone, a possible duplicate, a hidden account, zero): their entries go
                DELETE FROM "journal_entries" j
                WHERE j."id" IN (
                    SELECT e."id" FROM (SELECT t."id" FROM unnest(p_ids) AS t("id") EXCEPT SELECT w."ledger_entry_id" FROM unnest(v_lines) w WHERE w."ord" = 1) g
                    CROSS JOIN LATERAL (SELECT j2."id" FROM "journal_entries" j2 WHERE j2."ledger_entry_id" = g."id" OFFSET 0) e);

                -- Rows without an entry yet (a row just added to the ledger): the entry inserted, its lines written from the
                -- INSERT's RETURNING; no present line to pair with. A row that has one is skipped here (DO NOTHING) and
                -- posted by difference below.
                WITH "added" AS (
                    INSERT INTO "journal_entries" ("user_id", "ledger_entry_id", "date", "memo", "kind")
                    SELECT w."user_id", w."ledger_entry_id", w."date", w."memo", 'ledger' FROM unnest(v_lines) w WHERE w."ord" = 1
                    ON CONFLICT ("ledger_entry_id") DO NOTHING
                    RETURNING "id", "ledger_entry_id"
                ), "lines" AS (
                    INSERT INTO "journal_lines" ("entry_id", "account_id", "debit", "credit")
                    SELECT a."id", w."account_id", greatest(w."value", 0), greatest(-w."value", 0)
                    FROM "added" a JOIN unnest(v_lines) w ON w."ledger_entry_id" = a."ledger_entry_id"
                    ORDER BY a."id", w."ord"
                )
                SELECT array_agg(a."ledger_entry_id") INTO v_added FROM "added" a;

                -- The rows that had an entry: only those go on
                IF v_added IS NOT NULL THEN
                    v_lines := ARRAY(
                        SELECT w FROM unnest(v_lines) w
                        WHERE NOT EXISTS (SELECT 1 FROM unnest(v_added) AS n("id") WHERE n."id" = w."ledger_entry_id"));
                    IF cardinality(v_lines) = 0 THEN RETURN; END IF;
                END IF;

                -- The rows that post: one entry each, upserted on the ledger id (its id stays) ...
                INSERT INTO "journal_entries" ("user_id", "ledger_entry_id", "date", "memo", "kind")
                SELECT w."user_id", w."ledger_entry_id", w."date", w."memo", 'ledger' FROM unnest(v_lines) w WHERE w."ord" = 1
                ON CONFLICT ("ledger_entry_id") DO UPDATE SET "date" = EXCLUDED."date", "memo" = EXCLUDED."memo"
                WHERE ("journal_entries"."date", "journal_entries"."memo") IS DISTINCT FROM (EXCLUDED."date", EXCLUDED."memo");

                -- ... and its lines: the wanted and the present paired per (entry, debit, credit); a pair differing only in
                -- its account is updated in place, a present line without a pair deleted, a wanted one without a pair inserted.
                WITH "wanted" AS (
                    SELECT e."id" AS "entry_id", w."account_id", greatest(w."value", 0)::numeric(14,2) AS "debit", greatest(-w."value", 0)::numeric(14,2) AS "credit", w."ord",
                           row_number() OVER (PARTITION BY e."id", greatest(w."value", 0), greatest(-w."value", 0) ORDER BY w."account_id", w."ord") AS "n"
                    FROM unnest(v_lines) w
                    -- lookups by index, row by row (OFFSET 0 keeps them so): a join may be planned as a scan of every entry
                    CROSS JOIN LATERAL (SELECT j."id" FROM "journal_entries" j WHERE j."ledger_entry_id" = w."ledger_entry_id" OFFSET 0) e
                ), "present" AS (
                    SELECT jl."id", jl."entry_id", jl."account_id", jl."debit", jl."credit",
                           row_number() OVER (PARTITION BY jl."entry_id", jl."debit", jl."credit" ORDER BY jl."account_id", jl."id") AS "n"
                    FROM unnest(v_lines) w
                    CROSS JOIN LATERAL (SELECT j."id" FROM "journal_entries" j WHERE j."ledger_entry_id" = w."ledger_entry_id" OFFSET 0) e
                    CROSS JOIN LATERAL (SELECT l.* FROM "journal_lines" l WHERE l."entry_id" = e."id" OFFSET 0) jl
                    WHERE w."ord" = 1
                ), "pairs" AS MATERIALIZED (
                    SELECT x."id" AS "line_id", coalesce(d."entry_id", x."entry_id") AS "entry_id", x."account_id" AS "was", d."account_id" AS "now",
                           d."debit", d."credit", d."ord"
                    FROM "wanted" d FULL JOIN "present" x ON x."entry_id" = d."entry_id" AND x."debit" = d."debit" AND x."credit" = d."credit" AND x."n" = d."n"
                ), "removed" AS (
                    DELETE FROM "journal_lines" jl USING "pairs" m WHERE m."now" IS NULL AND jl."id" = m."line_id"
                ), "moved" AS (
                    UPDATE "journal_lines" jl SET "account_id" = m."now" FROM "pairs" m
                    WHERE m."line_id" IS NOT NULL AND m."now" IS NOT NULL AND m."was" <> m."now" AND jl."id" = m."line_id"
                )
                INSERT INTO "journal_lines" ("entry_id", "account_id", "debit", "credit")
                SELECT m."entry_id", m."now", m."debit", m."credit" FROM "pairs" m WHERE m."line_id" IS NULL
                ORDER BY m."entry_id", m."ord";
            END `;

/**
 * A CSV account added to the books, cheaper (issue 27 "Speed": its 100,000 rows re-posted within 3× their COPY).
 * books_post posts the same journal; only its path changes:
 * - Rows with no journal entry yet (a row just added to the ledger) take an insert-only path: their entries are
 *   inserted (ON CONFLICT DO NOTHING) and their lines written in the same statement from the INSERT's RETURNING,
 *   with no pairing against present lines and no probe of lines that cannot exist. A row that already has an
 *   entry is skipped there and posted by difference as before (upsert, pairing of wanted and present lines).
 * - The chart steps read each row by one index probe (OFFSET 0, as books_post_categories since 1796230000000) and
 *   work on the distinct (client, source, account, account name) and (client, category) before any join; an
 *   account already so is not upserted (ON CONFLICT DO UPDATE would lock, so write, its row even then).
 * - The clients concerned are read once; books_sales_tax is asked only for the rows of a regular GST/HST registrant
 *   (its own condition: it finds no tax for the others), no longer one call per row of every client.
 * The wanted lines otherwise come from books_postings and books_sales_tax as before (the one statement of the
 * posting rule, shared with books_post_categories). SET jit = off is kept (BooksPostWithoutJit1796223000000).
 */
export class InsertOnlyPosting1796270000000 implements MigrationInterface {
  name = 'InsertOnlyPosting1796270000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "books_post"(p_ids bigint[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $fn$${BOOKS_POST_INSERT_ONLY}$fn$`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "books_post"(p_ids bigint[]) RETURNS void LANGUAGE plpgsql SET jit = off AS $fn$${BOOKS_POST_JOURNAL_SPEED}$fn$`,
    );
  }
}
