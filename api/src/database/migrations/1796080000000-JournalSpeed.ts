import { MigrationInterface, QueryRunner } from 'typeorm';

/** books_post as migration 1796010000000 left it (restored by down()). */
const BOOKS_POST_BEFORE = `
            BEGIN
                IF p_ids IS NULL OR cardinality(p_ids) = 0 THEN RETURN; END IF;

                -- The chart: system accounts of the clients concerned (a client being deleted has none)
                INSERT INTO "book_accounts" ("user_id", "type", "name", "gifi", "source", "ref")
                SELECT u."id", s."type", s."name", s."gifi", 'system', s."ref"
                FROM "users" u CROSS JOIN "books_system_accounts"() s
                WHERE u."id" IN (SELECT DISTINCT l."user_id" FROM unnest(p_ids) AS t("id") JOIN "ledger_entries" l ON l."id" = t."id")
                ON CONFLICT ("user_id", "source", "ref") DO NOTHING;

                -- ... the account each row belongs to: linked accounts by Plaid type, CSV accounts by their kind, manual rows in Cash
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
                    FROM unnest(p_ids) AS t("id")
                    JOIN "ledger_entries" l ON l."id" = t."id"
                    JOIN "users" u ON u."id" = l."user_id"
                    LEFT JOIN "bank_accounts" ba ON l."source" = 'bank' AND ba."id" = l."account_ref"
                    LEFT JOIN "csv_uploads" cu ON l."source" = 'csv' AND cu."id" = l."account_ref"
                    WHERE NOT EXISTS (
                        SELECT 1 FROM "account_visibility" v
                        WHERE l."source" = 'bank' AND v."user_id" = l."user_id" AND v."account_id" = ba."account_id" AND v."is_hidden"
                    )
                ) a
                ORDER BY a."user_id", a."source", a."ref"
                ON CONFLICT ("user_id", "source", "ref") DO UPDATE SET "type" = EXCLUDED."type", "name" = EXCLUDED."name", "gifi" = EXCLUDED."gifi"
                WHERE ("book_accounts"."type", "book_accounts"."name", "book_accounts"."gifi") IS DISTINCT FROM (EXCLUDED."type", EXCLUDED."name", EXCLUDED."gifi");

                -- ... and the revenue or expense account of each row's category (system categories post to system accounts)
                INSERT INTO "book_accounts" ("user_id", "type", "name", "gifi", "source", "ref")
                SELECT DISTINCT ON (c."id") c."user_id", (CASE c."type" WHEN 'REVENUE' THEN 'revenue' ELSE 'expense' END)::"public"."book_account_type",
                       c."category_name", NULL, 'category', c."id"
                FROM unnest(p_ids) AS t("id")
                JOIN "ledger_entries" l ON l."id" = t."id"
                JOIN "users" u ON u."id" = l."user_id"
                CROSS JOIN LATERAL (
                    SELECT uc.* FROM "user_categories" uc
                    WHERE uc."user_id" = l."user_id" AND lower(uc."category_name") = lower(l."category")
                    ORDER BY (uc."system_key" IS NOT NULL) DESC, uc."id" LIMIT 1
                ) c
                WHERE c."system_key" IS NULL
                ORDER BY c."id"
                ON CONFLICT ("user_id", "source", "ref") DO UPDATE SET "type" = EXCLUDED."type", "name" = EXCLUDED."name"
                WHERE ("book_accounts"."type", "book_accounts"."name") IS DISTINCT FROM (EXCLUDED."type", EXCLUDED."name");

                -- Rows that no longer post (gone, a possible duplicate, a hidden account, zero): their entries go
                DELETE FROM "journal_entries" j
                USING unnest(p_ids) AS t("id")
                WHERE j."ledger_entry_id" = t."id"
                  AND NOT EXISTS (SELECT 1 FROM "books_postings"(ARRAY[t."id"]) p);

                -- The rows that post: one entry each, upserted on the ledger id (its id stays) ...
                INSERT INTO "journal_entries" ("user_id", "ledger_entry_id", "date", "memo", "kind")
                SELECT p."user_id", p."ledger_entry_id", p."date", p."memo", 'ledger' FROM "books_postings"(p_ids) p
                ON CONFLICT ("ledger_entry_id") DO UPDATE SET "date" = EXCLUDED."date", "memo" = EXCLUDED."memo"
                WHERE ("journal_entries"."date", "journal_entries"."memo") IS DISTINCT FROM (EXCLUDED."date", EXCLUDED."memo");

                -- ... and its two lines, replaced. Money in: debit the account, credit the category side; money out: the reverse.
                DELETE FROM "journal_lines" jl
                USING unnest(p_ids) AS t("id"), "journal_entries" e
                WHERE e."ledger_entry_id" = t."id" AND jl."entry_id" = e."id";
                INSERT INTO "journal_lines" ("entry_id", "account_id", "debit", "credit")
                SELECT e."id", s."account_id", greatest(s."value", 0), greatest(-s."value", 0)
                FROM "books_postings"(p_ids) p
                JOIN "journal_entries" e ON e."ledger_entry_id" = p."ledger_entry_id"
                LEFT JOIN LATERAL "books_sales_tax"(p."ledger_entry_id") t ON true
                -- signed as debits: the account takes the amount, the category side the amount less the tax, the tax accounts the tax
                CROSS JOIN LATERAL (VALUES
                    (p."account_id", p."amount"),
                    (p."other_id", -(p."amount" - coalesce(t."gst_hst", 0) - coalesce(t."qst", 0))),
                    (t."gst_hst_account_id", -coalesce(t."gst_hst", 0)),
                    (t."qst_account_id", -coalesce(t."qst", 0))
                ) AS s("account_id", "value")
                WHERE s."value" <> 0 AND s."account_id" IS NOT NULL;
            END `;

/** The category chart step's rows: one category lookup per ledger row ... */
const CATEGORY_CHART_ROWS = `FROM unnest(p_ids) AS t("id")
                JOIN "ledger_entries" l ON l."id" = t."id"
                JOIN "users" u ON u."id" = l."user_id"
                CROSS JOIN LATERAL (`;
/** ... and one per distinct (client, category name) instead: the lookup reads only those two. */
const CATEGORY_CHART_DISTINCT = `FROM (SELECT DISTINCT l."user_id", l."category" FROM unnest(p_ids) AS t("id") JOIN "ledger_entries" l ON l."id" = t."id" WHERE l."category" IS NOT NULL) l
                JOIN "users" u ON u."id" = l."user_id"
                CROSS JOIN LATERAL (`;

/** An account's kind or name changed: every row of it posted again (restored by down()). */
const ACCOUNT_ROWS_BEFORE = `
            CREATE OR REPLACE FUNCTION "books_post_account_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM "books_post"(ARRAY(
                    SELECT l."id" FROM "ledger_entries" l
                    WHERE l."account_ref" = NEW."id" AND l."source" = (CASE TG_TABLE_NAME WHEN 'csv_uploads' THEN 'csv' ELSE 'bank' END)::"public"."ledger_source"));
                RETURN NULL;
            END $$`;

/**
 * An account's kind or name changed (a CSV account said to be a card, a linked account Plaid retyped or renamed): its
 * chart account takes the new type, GIFI code and name through books_post's chart step, which one of its rows is
 * enough to run. Its lines do not change: they name the chart account by id, and neither side of a row's posting nor
 * its tax depends on the account's kind or name. Before, every row of the account was posted again (100,000 for a
 * large CSV account) to the same lines.
 */
const ACCOUNT_ROWS_AFTER = `
            CREATE OR REPLACE FUNCTION "books_post_account_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM "books_post"(ARRAY(
                    SELECT l."id" FROM "ledger_entries" l
                    WHERE l."account_ref" = NEW."id" AND l."source" = (CASE TG_TABLE_NAME WHEN 'csv_uploads' THEN 'csv' ELSE 'bank' END)::"public"."ledger_source"
                    LIMIT 1));
                RETURN NULL;
            END $$`;

/** books_post after the chart steps: the wanted lines once, then only their difference with the journal written. */
const POSTING = `
                -- The wanted lines of the rows that post, signed as debits: the account takes the amount, the category
                -- side the amount less the tax, the tax accounts the tax (lines of zero left out). ord 1 is always there.
                v_lines := ARRAY(
                    SELECT ROW(p."ledger_entry_id", p."user_id", p."date", p."memo", s."ord", s."account_id", s."value")::"public"."books_posting_line"
                    FROM "books_postings"(p_ids) p
                    LEFT JOIN LATERAL "books_sales_tax"(p."ledger_entry_id") t ON true
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
                ORDER BY m."entry_id", m."ord";`;

/** Adds signed month totals to book_account_months, in (account, month) order (concurrent postings lock in one order). */
const addToMonths = (rows: string) => `
                INSERT INTO "book_account_months" ("account_id", "month", "user_id", "debit", "credit")
                SELECT x."account_id", x."month", a."user_id", sum(x."debit"), sum(x."credit")
                FROM (${rows}) x
                -- an account being deleted (its client going) keeps no months
                CROSS JOIN LATERAL (SELECT b."user_id" FROM "book_accounts" b WHERE b."id" = x."account_id" OFFSET 0) a
                GROUP BY x."account_id", x."month", a."user_id"
                HAVING sum(x."debit") <> 0 OR sum(x."credit") <> 0
                ORDER BY x."account_id", x."month"
                ON CONFLICT ("account_id", "month") DO UPDATE
                    SET "debit" = "book_account_months"."debit" + EXCLUDED."debit", "credit" = "book_account_months"."credit" + EXCLUDED."credit"`;

/** Lines written, changed or removed: their entry's month (the entry still there; a deleted entry took its lines off first). */
const MONTHS_TRIGGER_FUNCTION = `
            CREATE FUNCTION "book_account_months_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'INSERT' THEN${addToMonths(`
                    SELECT n."account_id", date_trunc('month', e."date")::date AS "month", n."debit", n."credit"
                    FROM new_rows n CROSS JOIN LATERAL (SELECT j."date" FROM "journal_entries" j WHERE j."id" = n."entry_id" OFFSET 0) e`)};
                ELSIF TG_OP = 'DELETE' THEN${addToMonths(`
                    SELECT o."account_id", date_trunc('month', e."date")::date AS "month", -o."debit" AS "debit", -o."credit" AS "credit"
                    FROM old_rows o CROSS JOIN LATERAL (SELECT j."date" FROM "journal_entries" j WHERE j."id" = o."entry_id" OFFSET 0) e`)};
                ELSE${addToMonths(`
                    SELECT o."account_id", date_trunc('month', e."date")::date AS "month", -o."debit" AS "debit", -o."credit" AS "credit"
                    FROM old_rows o CROSS JOIN LATERAL (SELECT j."date" FROM "journal_entries" j WHERE j."id" = o."entry_id" OFFSET 0) e
                    UNION ALL
                    SELECT n."account_id", date_trunc('month', e."date")::date, n."debit", n."credit"
                    FROM new_rows n CROSS JOIN LATERAL (SELECT j."date" FROM "journal_entries" j WHERE j."id" = n."entry_id" OFFSET 0) e`)};
                END IF;
                RETURN NULL;
            END $$`;

/** An entry deleted: its lines leave its month before the cascade deletes them (they then find no entry). */
const ENTRY_DELETED_FUNCTION = `
            CREATE FUNCTION "book_account_months_entry_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN${addToMonths(`
                SELECT l."account_id", date_trunc('month', OLD."date")::date AS "month", -l."debit" AS "debit", -l."credit" AS "credit"
                FROM "journal_lines" l WHERE l."entry_id" = OLD."id"`)};
                RETURN OLD;
            END $$`;

/** An entry's date moved to another month: its lines leave the old month for the new (EXCEPT, never a join of the two transition tables). */
const ENTRY_MOVED_FUNCTION = `
            CREATE FUNCTION "book_account_months_entries_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN${addToMonths(`
                SELECT l."account_id", m."month", m."sign" * l."debit" AS "debit", m."sign" * l."credit" AS "credit"
                FROM (
                    (SELECT o."id", date_trunc('month', o."date")::date AS "month", -1 AS "sign" FROM old_rows o
                     EXCEPT SELECT n."id", date_trunc('month', n."date")::date, -1 FROM new_rows n)
                    UNION ALL
                    (SELECT n."id", date_trunc('month', n."date")::date, 1 FROM new_rows n
                     EXCEPT SELECT o."id", date_trunc('month', o."date")::date, 1 FROM old_rows o)
                ) m CROSS JOIN LATERAL (SELECT jl.* FROM "journal_lines" jl WHERE jl."entry_id" = m."id" OFFSET 0) l`)};
                RETURN NULL;
            END $$`;

/** books_post's body made by this migration from the body before it (its chart steps, then POSTING). */
function booksPostBody(before: string): string {
  const start = before.indexOf('-- Rows that no longer post');
  if (start < 0) throw new Error('books_post: its entries step was not found');
  const chart = before
    .slice(0, start)
    .replace(/^\s*BEGIN/, '')
    .replace(CATEGORY_CHART_ROWS, CATEGORY_CHART_DISTINCT);
  if (!chart.includes(CATEGORY_CHART_DISTINCT)) throw new Error('books_post: its category chart step was not found');
  return `
            DECLARE
                v_lines "public"."books_posting_line"[];
            BEGIN${chart}${POSTING}
            END `;
}

/**
 * books_post's body as this migration leaves it (BooksPostWithoutJit1796223000000 then only sets jit = off on it);
 * InsertOnlyPosting1796270000000 restores it in its down().
 */
export const BOOKS_POST_JOURNAL_SPEED = booksPostBody(BOOKS_POST_BEFORE);

/**
 * The journal's speed (issues 26 and 27, "Speed"; docs/decisions/journal-speed.md).
 *
 * 1. books_post computes each row's lines once (books_postings and books_sales_tax, into an
 *    array) and writes only the difference with the lines its entry has: lines equal to the
 *    wanted ones stay, a line whose account alone changes (a category changed, the tax split
 *    the same) is updated in place, the others are deleted or inserted. The journal is the same
 *    multiset of (entry, account, debit, credit) a full re-post gives; line ids may differ (a
 *    full re-post renumbered them all). Entries of rows that no longer post go in one set-based
 *    DELETE (before: one books_postings call per row).
 * 2. The balance check of a line no longer fires on an UPDATE that moves no amount (same entry,
 *    same debit and credit: only the account changed): such an update cannot unbalance an
 *    entry, whoever writes it. Inserts, deletes and updates of amounts or entry are checked as
 *    before (journal_lines_balanced, journal_lines_balanced_updated).
 * 3. book_account_months: debits and credits per account and month of the entry's date,
 *    maintained by statement-level triggers on journal_lines (insert, update, delete: the old
 *    rows subtracted, the new ones added, never joined to each other), a row-level trigger
 *    before an entry is deleted (its lines, cascaded after it, no longer find its date) and a
 *    statement-level trigger on an entry's date changed (EXCEPT of the transition tables).
 *    Upserts in (account, month) order, so concurrent postings lock in one order. Rebuilt here
 *    from every line.
 */
export class JournalSpeed1796080000000 implements MigrationInterface {
  name = 'JournalSpeed1796080000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TYPE "public"."books_posting_line" AS ("ledger_entry_id" bigint, "user_id" integer, "date" date, "memo" character varying, "ord" integer, "account_id" integer, "value" numeric)
        `);
    const [{ body }] = await queryRunner.query(`SELECT prosrc AS body FROM pg_proc WHERE proname = 'books_post'`);
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "books_post"(p_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $fn$${booksPostBody(body as string)}$fn$`,
    );

    await queryRunner.query(ACCOUNT_ROWS_AFTER);

    await queryRunner.query(`DROP TRIGGER "journal_lines_balanced" ON "journal_lines"`);
    await queryRunner.query(`
            CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT OR DELETE ON "journal_lines"
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_balanced"()
        `);
    await queryRunner.query(`
            CREATE CONSTRAINT TRIGGER "journal_lines_balanced_updated" AFTER UPDATE ON "journal_lines"
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
            WHEN ((OLD."entry_id", OLD."debit", OLD."credit") IS DISTINCT FROM (NEW."entry_id", NEW."debit", NEW."credit"))
            EXECUTE FUNCTION "journal_entry_balanced"()
        `);

    await queryRunner.query(`
            CREATE TABLE "book_account_months" (
                "account_id" integer NOT NULL,
                "month" date NOT NULL,
                "user_id" integer NOT NULL,
                "debit" numeric(14,2) NOT NULL DEFAULT '0',
                "credit" numeric(14,2) NOT NULL DEFAULT '0',
                CONSTRAINT "PK_book_account_months" PRIMARY KEY ("account_id", "month")
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_book_account_months_user_month" ON "book_account_months" ("user_id", "month")`);
    await queryRunner.query(
      `ALTER TABLE "book_account_months" ADD CONSTRAINT "FK_book_account_months_account" FOREIGN KEY ("account_id") REFERENCES "book_accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(MONTHS_TRIGGER_FUNCTION);
    for (const [event, tables] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ]) {
      await queryRunner.query(`
            CREATE TRIGGER "book_account_months_lines_${event.toLowerCase()}" AFTER ${event} ON "journal_lines"
            REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION "book_account_months_lines"()
        `);
    }
    await queryRunner.query(ENTRY_DELETED_FUNCTION);
    await queryRunner.query(`
            CREATE TRIGGER "book_account_months_entry_deleted" BEFORE DELETE ON "journal_entries"
            FOR EACH ROW EXECUTE FUNCTION "book_account_months_entry_deleted"()
        `);
    await queryRunner.query(ENTRY_MOVED_FUNCTION);
    await queryRunner.query(`
            CREATE TRIGGER "book_account_months_entries_moved" AFTER UPDATE ON "journal_entries"
            REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "book_account_months_entries_moved"()
        `);
    // Existing lines
    await queryRunner.query(`
            INSERT INTO "book_account_months" ("account_id", "month", "user_id", "debit", "credit")
            SELECT l."account_id", date_trunc('month', e."date")::date, a."user_id", sum(l."debit"), sum(l."credit")
            FROM "journal_lines" l JOIN "journal_entries" e ON e."id" = l."entry_id" JOIN "book_accounts" a ON a."id" = l."account_id"
            GROUP BY l."account_id", date_trunc('month', e."date")::date, a."user_id"
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "book_account_months_entries_moved" ON "journal_entries"`);
    await queryRunner.query(`DROP FUNCTION "book_account_months_entries_moved"()`);
    await queryRunner.query(`DROP TRIGGER "book_account_months_entry_deleted" ON "journal_entries"`);
    await queryRunner.query(`DROP FUNCTION "book_account_months_entry_deleted"()`);
    for (const event of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER "book_account_months_lines_${event}" ON "journal_lines"`);
    await queryRunner.query(`DROP FUNCTION "book_account_months_lines"()`);
    await queryRunner.query(`DROP TABLE "book_account_months"`);
    await queryRunner.query(`DROP TRIGGER "journal_lines_balanced_updated" ON "journal_lines"`);
    await queryRunner.query(`DROP TRIGGER "journal_lines_balanced" ON "journal_lines"`);
    await queryRunner.query(`
            CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT OR UPDATE OR DELETE ON "journal_lines"
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_balanced"()
        `);
    await queryRunner.query(ACCOUNT_ROWS_BEFORE);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION "books_post"(p_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $fn$${BOOKS_POST_BEFORE}$fn$`);
    await queryRunner.query(`DROP TYPE "public"."books_posting_line"`);
  }
}
