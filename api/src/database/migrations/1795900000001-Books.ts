import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The books (issue 27, first increment): a chart of accounts per client, a double-entry
 * journal derived from the ledger, and the system categories every client has.
 *
 * book_accounts: one row per account of a client's chart. `source` says what it stands for
 * and `ref` which one: a bank account's row id, a CSV upload's id, 0 for the manual "Cash"
 * account, a category's id, or the fixed number of a system account (books_system_accounts()
 * below, SYSTEM_BOOK_ACCOUNTS in contracts). Unique per (user, source, ref). Category
 * accounts carry no GIFI code here: the read takes it from the year-end package's map.
 *
 * journal_entries / journal_lines: one entry per ledger row that counts (not a possible
 * duplicate left undecided, not in a hidden bank account, not zero), two lines (the bank
 * side and the category side). A DEFERRABLE INITIALLY DEFERRED constraint trigger refuses
 * to commit an entry with fewer than two lines or whose debits differ from its credits.
 *
 * Posting: books_post(ledger ids) rewrites the journal of those rows (entries upserted on
 * the ledger id, lines replaced), called by statement-level triggers on ledger_entries (a
 * row added, or its account, date, text, amount, category or duplicate decision changed),
 * on user_categories (a category added, renamed, retyped or deleted), on
 * account_visibility (an account hidden or shown) and on csv_uploads / bank_accounts (an
 * account's kind or name changed), in the same transaction as the change.
 * Deleting a ledger row cascades to its entry. Every existing ledger row is posted once at
 * the end of this migration.
 *
 * user_categories.system_key: the system categories (BALANCE_SHEET type), inserted here for
 * every client who has categories (new clients get them with the defaults).
 * csv_uploads.books_account_type: what a CSV account of the books is (bank, credit card,
 * cash, loan); 'bank' for all until POST /api/csv/books/:id takes it.
 */
export class Books1795900000001 implements MigrationInterface {
  name = 'Books1795900000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."book_account_type" AS ENUM('asset', 'liability', 'equity', 'revenue', 'expense')`);
    await queryRunner.query(`CREATE TYPE "public"."book_account_source" AS ENUM('bank', 'csv', 'manual', 'system', 'category')`);
    await queryRunner.query(`CREATE TYPE "public"."journal_entry_kind" AS ENUM('ledger', 'opening')`);
    await queryRunner.query(`CREATE TYPE "public"."csv_books_account_type" AS ENUM('bank', 'credit_card', 'cash', 'loan')`);
    await queryRunner.query(`ALTER TABLE "csv_uploads" ADD "books_account_type" "public"."csv_books_account_type" NOT NULL DEFAULT 'bank'`);
    await queryRunner.query(`ALTER TABLE "user_categories" ADD "system_key" character varying(40)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_user_categories_system_key" ON "user_categories" ("user_id", "system_key")`);
    await queryRunner.query(`
            CREATE TABLE "book_accounts" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "type" "public"."book_account_type" NOT NULL,
                "name" character varying(255) NOT NULL,
                "gifi" character varying(4),
                "source" "public"."book_account_source" NOT NULL,
                "ref" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_book_accounts" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_book_accounts_ref" ON "book_accounts" ("user_id", "source", "ref")`);
    await queryRunner.query(`
            ALTER TABLE "book_accounts" ADD CONSTRAINT "FK_book_accounts_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            CREATE TABLE "journal_entries" (
                "id" BIGSERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "ledger_entry_id" bigint,
                "date" date NOT NULL,
                "memo" character varying(500) NOT NULL,
                "kind" "public"."journal_entry_kind" NOT NULL DEFAULT 'ledger',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_journal_entries" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_journal_entries_ledger_entry" ON "journal_entries" ("ledger_entry_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_journal_entries_user_date" ON "journal_entries" ("user_id", "date", "id")`);
    await queryRunner.query(`
            ALTER TABLE "journal_entries" ADD CONSTRAINT "FK_journal_entries_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "journal_entries" ADD CONSTRAINT "FK_journal_entries_ledger_entry" FOREIGN KEY ("ledger_entry_id") REFERENCES "ledger_entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            CREATE TABLE "journal_lines" (
                "id" BIGSERIAL NOT NULL,
                "entry_id" bigint NOT NULL,
                "account_id" integer NOT NULL,
                "debit" numeric(14,2) NOT NULL DEFAULT '0',
                "credit" numeric(14,2) NOT NULL DEFAULT '0',
                CONSTRAINT "CHK_journal_lines_one_side" CHECK ("debit" >= 0 AND "credit" >= 0 AND ("debit" > 0) <> ("credit" > 0)),
                CONSTRAINT "PK_journal_lines" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_journal_lines_entry" ON "journal_lines" ("entry_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_journal_lines_account" ON "journal_lines" ("account_id")`);
    await queryRunner.query(`
            ALTER TABLE "journal_lines" ADD CONSTRAINT "FK_journal_lines_entry" FOREIGN KEY ("entry_id") REFERENCES "journal_entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "journal_lines" ADD CONSTRAINT "FK_journal_lines_account" FOREIGN KEY ("account_id") REFERENCES "book_accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);

    // An entry commits only with two lines or more and debits equal to credits, whoever writes.
    await queryRunner.query(`
            CREATE FUNCTION "journal_entry_check"(p_entry bigint) RETURNS void LANGUAGE plpgsql AS $$
            DECLARE
                v_lines integer; v_debit numeric; v_credit numeric;
            BEGIN
                IF p_entry IS NULL OR NOT EXISTS (SELECT 1 FROM "journal_entries" WHERE "id" = p_entry) THEN RETURN; END IF;
                SELECT count(*), coalesce(sum("debit"), 0), coalesce(sum("credit"), 0) INTO v_lines, v_debit, v_credit
                FROM "journal_lines" WHERE "entry_id" = p_entry;
                IF v_lines < 2 OR v_debit <> v_credit THEN
                    RAISE EXCEPTION 'journal entry % does not balance: % line(s), debits %, credits %', p_entry, v_lines, v_debit, v_credit
                        USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balanced';
                END IF;
            END $$
        `);
    await queryRunner.query(`
            CREATE FUNCTION "journal_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_TABLE_NAME = 'journal_entries' THEN
                    PERFORM "journal_entry_check"(NEW."id");
                ELSE
                    IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "journal_entry_check"(NEW."entry_id"); END IF;
                    IF TG_OP IN ('UPDATE', 'DELETE') AND (TG_OP = 'DELETE' OR OLD."entry_id" <> NEW."entry_id") THEN PERFORM "journal_entry_check"(OLD."entry_id"); END IF;
                END IF;
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE CONSTRAINT TRIGGER "journal_entries_balanced" AFTER INSERT ON "journal_entries"
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_balanced"()
        `);
    await queryRunner.query(`
            CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT OR UPDATE OR DELETE ON "journal_lines"
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_balanced"()
        `);

    // The system accounts of every chart (SYSTEM_BOOK_ACCOUNTS in contracts: a unit test compares them).
    await queryRunner.query(`
            CREATE FUNCTION "books_system_accounts"() RETURNS TABLE ("ref" integer, "key" text, "name" text, "type" "public"."book_account_type", "gifi" text)
            LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
                VALUES (1, 'uncategorized', 'Uncategorized (suspense)', 'liability'::"public"."book_account_type", '2960'),
                       (2, 'gst_hst_receivable', 'GST/HST receivable (input tax credits)', 'asset', '1483'),
                       (3, 'gst_hst_payable', 'GST/HST payable', 'liability', '2680'),
                       (4, 'opening_balance_equity', 'Opening balance equity', 'equity', '3540'),
                       (5, 'owner_contributions', 'Owner''s contributions', 'equity', '3541'),
                       (6, 'owner_drawings', 'Owner''s drawings', 'equity', '3700'),
                       (7, 'retained_earnings', 'Retained earnings', 'equity', '3600'),
                       (8, 'current_year_earnings', 'Current-year earnings', 'equity', '3680'),
                       (9, 'transfers_in_transit', 'Transfers between my accounts (in transit)', 'asset', '1480'),
                       (10, 'loans_payable', 'Loans payable', 'liability', '2700'),
                       (11, 'equipment', 'Equipment', 'asset', '1740')
            $$
        `);
    // The system account a system category posts to (SYSTEM_CATEGORIES in contracts).
    await queryRunner.query(`
            CREATE FUNCTION "books_system_category_account"(p_key text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
                SELECT CASE p_key
                    WHEN 'transfer' THEN 9
                    WHEN 'owner_drawings' THEN 6
                    WHEN 'owner_contribution' THEN 5
                    WHEN 'loan_received' THEN 10
                    WHEN 'loan_repayment' THEN 10
                    WHEN 'equipment' THEN 11
                END
            $$
        `);
    // The postings of the given ledger rows that count: one row each, with the account and the category side.
    // Rows are reached through unnest (an index probe each), never "= ANY(array)" as a filter, which is
    // linear in the array per row scanned and made a 40,000-row write quadratic.
    await queryRunner.query(`
            CREATE FUNCTION "books_postings"(p_ids bigint[])
            RETURNS TABLE ("ledger_entry_id" bigint, "user_id" integer, "date" date, "memo" character varying, "amount" numeric, "account_id" integer, "other_id" integer)
            LANGUAGE sql STABLE AS $$
                -- Accounts by scalar lookups on their unique index, so no plan can turn them into joins
                -- scanning a client's rows (the tables' statistics are stale within a large write).
                SELECT p."id", p."user_id", p."date", p."memo", p."amount", p."account_id", p."other_id"
                FROM (
                    SELECT l."id", l."user_id", l."date", left(l."name", 500)::character varying AS "memo", l."amount",
                           (SELECT a."id" FROM "book_accounts" a
                             WHERE a."user_id" = l."user_id" AND a."source" = l."source"::text::"public"."book_account_source"
                               AND a."ref" = CASE WHEN l."source" = 'manual' THEN 0 ELSE l."account_ref" END) AS "account_id",
                           coalesce(
                               (SELECT a."id" FROM "book_accounts" a WHERE c."system_key" IS NULL AND a."user_id" = l."user_id" AND a."source" = 'category' AND a."ref" = c."id"),
                               (SELECT a."id" FROM "book_accounts" a WHERE a."user_id" = l."user_id" AND a."source" = 'system'
                                   AND a."ref" = coalesce("books_system_category_account"(c."system_key"), 1))
                           ) AS "other_id"
                    FROM unnest(p_ids) AS t("id")
                    JOIN "ledger_entries" l ON l."id" = t."id"
                    LEFT JOIN LATERAL (
                        SELECT uc."id", uc."system_key" FROM "user_categories" uc
                        WHERE uc."user_id" = l."user_id" AND lower(uc."category_name") = lower(l."category")
                        ORDER BY (uc."system_key" IS NOT NULL) DESC, uc."id" LIMIT 1
                    ) c ON true
                    WHERE l."amount" <> 0
                      AND (l."duplicate_of" IS NULL OR l."duplicate_decision" = 'distinct')
                      AND NOT EXISTS (
                          SELECT 1 FROM "bank_accounts" ba JOIN "account_visibility" v ON v."user_id" = l."user_id" AND v."account_id" = ba."account_id"
                          WHERE l."source" = 'bank' AND ba."id" = l."account_ref" AND v."is_hidden"
                      )
                ) p
                -- a client being deleted has no accounts left to post to
                WHERE p."account_id" IS NOT NULL AND p."other_id" IS NOT NULL
            $$
        `);
    await queryRunner.query(`
            CREATE FUNCTION "books_post"(p_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
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
                SELECT e."id", s."account_id", s."debit", s."credit"
                FROM "books_postings"(p_ids) p
                JOIN "journal_entries" e ON e."ledger_entry_id" = p."ledger_entry_id"
                CROSS JOIN LATERAL (VALUES
                    (p."account_id", greatest(p."amount", 0), greatest(-p."amount", 0)),
                    (p."other_id", greatest(-p."amount", 0), greatest(p."amount", 0))
                ) AS s("account_id", "debit", "credit");
            END $$
        `);
    await queryRunner.query(`
            CREATE FUNCTION "books_post_ledger_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'INSERT' THEN
                    PERFORM "books_post"(ARRAY(SELECT n."id" FROM new_rows n));
                ELSE
                    -- Rows whose posted columns changed (EXCEPT: linear, as in ledger_record_changes)
                    PERFORM "books_post"(ARRAY(
                        SELECT c."id" FROM (
                            SELECT "id", "user_id", "source", "account_ref", "date", "name", "amount", "category", "duplicate_of", "duplicate_decision" FROM new_rows
                            EXCEPT
                            SELECT "id", "user_id", "source", "account_ref", "date", "name", "amount", "category", "duplicate_of", "duplicate_decision" FROM old_rows
                        ) c
                    ));
                END IF;
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_ledger_rows_inserted" AFTER INSERT ON "ledger_entries"
            REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "books_post_ledger_rows"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_ledger_rows_updated" AFTER UPDATE ON "ledger_entries"
            REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "books_post_ledger_rows"()
        `);
    // A category added, renamed, retyped or deleted: the rows that name it (before or after) post again.
    await queryRunner.query(`
            CREATE FUNCTION "books_post_category_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'INSERT' THEN
                    -- The chart of a client with categories: the system accounts and an account per revenue or expense category
                    INSERT INTO "book_accounts" ("user_id", "type", "name", "gifi", "source", "ref")
                    SELECT u."id", s."type", s."name", s."gifi", 'system', s."ref"
                    FROM "users" u CROSS JOIN "books_system_accounts"() s
                    WHERE u."id" IN (SELECT DISTINCT n."user_id" FROM new_rows n)
                    ON CONFLICT ("user_id", "source", "ref") DO NOTHING;
                    INSERT INTO "book_accounts" ("user_id", "type", "name", "gifi", "source", "ref")
                    SELECT n."user_id", (CASE n."type" WHEN 'REVENUE' THEN 'revenue' ELSE 'expense' END)::"public"."book_account_type", n."category_name", NULL, 'category', n."id"
                    FROM new_rows n JOIN "users" u ON u."id" = n."user_id" WHERE n."system_key" IS NULL
                    ON CONFLICT ("user_id", "source", "ref") DO NOTHING;
                    PERFORM "books_post"(ARRAY(
                        SELECT l."id" FROM new_rows n JOIN "ledger_entries" l ON l."user_id" = n."user_id" AND lower(l."category") = lower(n."category_name")));
                ELSIF TG_OP = 'UPDATE' THEN
                    PERFORM "books_post"(ARRAY(
                        SELECT l."id" FROM (SELECT "user_id", "category_name" FROM new_rows UNION SELECT "user_id", "category_name" FROM old_rows) n
                        JOIN "ledger_entries" l ON l."user_id" = n."user_id" AND lower(l."category") = lower(n."category_name")));
                    UPDATE "book_accounts" a SET "name" = n."category_name", "type" = (CASE n."type" WHEN 'REVENUE' THEN 'revenue' ELSE 'expense' END)::"public"."book_account_type"
                    FROM new_rows n WHERE a."user_id" = n."user_id" AND a."source" = 'category' AND a."ref" = n."id" AND n."system_key" IS NULL;
                ELSE
                    PERFORM "books_post"(ARRAY(
                        SELECT l."id" FROM old_rows o JOIN "ledger_entries" l ON l."user_id" = o."user_id" AND lower(l."category") = lower(o."category_name")));
                    DELETE FROM "book_accounts" a USING old_rows o
                    WHERE a."user_id" = o."user_id" AND a."source" = 'category' AND a."ref" = o."id"
                      AND NOT EXISTS (SELECT 1 FROM "journal_lines" jl WHERE jl."account_id" = a."id");
                END IF;
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_categories_inserted" AFTER INSERT ON "user_categories"
            REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "books_post_category_rows"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_categories_updated" AFTER UPDATE ON "user_categories"
            REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "books_post_category_rows"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_categories_deleted" AFTER DELETE ON "user_categories"
            REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "books_post_category_rows"()
        `);
    // A bank account hidden or shown: its rows leave or join the journal.
    await queryRunner.query(`
            CREATE FUNCTION "books_post_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'DELETE' THEN
                    PERFORM "books_post"(ARRAY(
                        SELECT l."id" FROM old_rows v JOIN "bank_accounts" ba ON ba."account_id" = v."account_id"
                        JOIN "ledger_entries" l ON l."source" = 'bank' AND l."account_ref" = ba."id" AND l."user_id" = v."user_id"));
                ELSE
                    PERFORM "books_post"(ARRAY(
                        SELECT l."id" FROM new_rows v JOIN "bank_accounts" ba ON ba."account_id" = v."account_id"
                        JOIN "ledger_entries" l ON l."source" = 'bank' AND l."account_ref" = ba."id" AND l."user_id" = v."user_id"));
                END IF;
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_visibility_inserted" AFTER INSERT ON "account_visibility"
            REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "books_post_visibility"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_visibility_updated" AFTER UPDATE ON "account_visibility"
            REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "books_post_visibility"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_visibility_deleted" AFTER DELETE ON "account_visibility"
            REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "books_post_visibility"()
        `);

    // An account's kind or name changed (a CSV account said to be a card, a linked account Plaid retyped or renamed): its rows post again.
    await queryRunner.query(`
            CREATE FUNCTION "books_post_account_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM "books_post"(ARRAY(
                    SELECT l."id" FROM "ledger_entries" l
                    WHERE l."account_ref" = NEW."id" AND l."source" = (CASE TG_TABLE_NAME WHEN 'csv_uploads' THEN 'csv' ELSE 'bank' END)::"public"."ledger_source"));
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_csv_account_changed" AFTER UPDATE OF "books_account_type", "books_account_name" ON "csv_uploads"
            FOR EACH ROW WHEN (OLD."books_account_type" IS DISTINCT FROM NEW."books_account_type" OR OLD."books_account_name" IS DISTINCT FROM NEW."books_account_name")
            EXECUTE FUNCTION "books_post_account_rows"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_bank_account_changed" AFTER UPDATE OF "type", "name" ON "bank_accounts"
            FOR EACH ROW WHEN (OLD."type" IS DISTINCT FROM NEW."type" OR OLD."name" IS DISTINCT FROM NEW."name")
            EXECUTE FUNCTION "books_post_account_rows"()
        `);

    // Existing clients get the system categories (new ones get them with the defaults)...
    await queryRunner.query(`
            INSERT INTO "user_categories" ("user_id", "type", "category_name", "system_key")
            SELECT u."user_id", 'BALANCE_SHEET', s."name", s."key"
            FROM (SELECT DISTINCT "user_id" FROM "user_categories") u
            CROSS JOIN (VALUES ('transfer', 'Transfer between my accounts'), ('owner_drawings', 'Owner''s drawings'),
                               ('owner_contribution', 'Owner''s contribution'), ('loan_received', 'Loan received'),
                               ('loan_repayment', 'Loan repayment (principal)'), ('equipment', 'Equipment (capital asset)')) AS s("key", "name")
            ON CONFLICT DO NOTHING
        `);
    // ... and an account per revenue or expense category (the chart before any row posts) ...
    await queryRunner.query(`
            INSERT INTO "book_accounts" ("user_id", "type", "name", "gifi", "source", "ref")
            SELECT c."user_id", (CASE c."type" WHEN 'REVENUE' THEN 'revenue' ELSE 'expense' END)::"public"."book_account_type", c."category_name", NULL, 'category', c."id"
            FROM "user_categories" c WHERE c."system_key" IS NULL
            ON CONFLICT ("user_id", "source", "ref") DO NOTHING
        `);
    // ... and every existing ledger row is posted.
    await queryRunner.query(`SELECT "books_post"(ARRAY(SELECT "id" FROM "ledger_entries" ORDER BY "id"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "books_bank_account_changed" ON "bank_accounts"`);
    await queryRunner.query(`DROP TRIGGER "books_csv_account_changed" ON "csv_uploads"`);
    await queryRunner.query(`DROP FUNCTION "books_post_account_rows"()`);
    await queryRunner.query(`DROP TRIGGER "books_visibility_deleted" ON "account_visibility"`);
    await queryRunner.query(`DROP TRIGGER "books_visibility_updated" ON "account_visibility"`);
    await queryRunner.query(`DROP TRIGGER "books_visibility_inserted" ON "account_visibility"`);
    await queryRunner.query(`DROP FUNCTION "books_post_visibility"()`);
    await queryRunner.query(`DROP TRIGGER "books_categories_deleted" ON "user_categories"`);
    await queryRunner.query(`DROP TRIGGER "books_categories_updated" ON "user_categories"`);
    await queryRunner.query(`DROP TRIGGER "books_categories_inserted" ON "user_categories"`);
    await queryRunner.query(`DROP FUNCTION "books_post_category_rows"()`);
    await queryRunner.query(`DROP TRIGGER "books_ledger_rows_updated" ON "ledger_entries"`);
    await queryRunner.query(`DROP TRIGGER "books_ledger_rows_inserted" ON "ledger_entries"`);
    await queryRunner.query(`DROP FUNCTION "books_post_ledger_rows"()`);
    await queryRunner.query(`DROP FUNCTION "books_post"(bigint[])`);
    await queryRunner.query(`DROP FUNCTION "books_postings"(bigint[])`);
    await queryRunner.query(`DROP FUNCTION "books_system_category_account"(text)`);
    await queryRunner.query(`DROP FUNCTION "books_system_accounts"()`);
    await queryRunner.query(`DROP TABLE "journal_lines"`);
    await queryRunner.query(`DROP TABLE "journal_entries"`);
    await queryRunner.query(`DROP FUNCTION "journal_entry_balanced"()`);
    await queryRunner.query(`DROP FUNCTION "journal_entry_check"(bigint)`);
    await queryRunner.query(`DROP TABLE "book_accounts"`);
    await queryRunner.query(`DELETE FROM "user_categories" WHERE "system_key" IS NOT NULL`);
    await queryRunner.query(`DROP INDEX "public"."UQ_user_categories_system_key"`);
    await queryRunner.query(`ALTER TABLE "user_categories" DROP COLUMN "system_key"`);
    await queryRunner.query(`ALTER TABLE "csv_uploads" DROP COLUMN "books_account_type"`);
    await queryRunner.query(`DROP TYPE "public"."csv_books_account_type"`);
    await queryRunner.query(`DROP TYPE "public"."journal_entry_kind"`);
    await queryRunner.query(`DROP TYPE "public"."book_account_source"`);
    await queryRunner.query(`DROP TYPE "public"."book_account_type"`);
  }
}
