import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales tax in the journal (issue 27, point 5). docs/decisions/sales-tax-journal.md.
 *
 * The rule of a row's tax parts lives here, in SQL, because the journal is posted by the
 * database (books_post, called by triggers from every writer of the ledger):
 * - sales_tax_rates_on(province, day): SALES_TAX_RATES of contracts (a test compares them);
 * - tax_treatment_default(key): DEFAULT_TAX_TREATMENTS of contracts (a test compares them);
 *   staff's overrides are read from tax_category_treatments;
 * - sales_tax_portion(amount, numerator, denominator): |amount| × n / d rounded half away from
 *   zero, with the amount's sign (the worksheet's `portion`);
 * - sales_tax_parts(user, day, category, amount): the GST/HST, QST and PST inside a row of a
 *   taxable category, and for an expense the ITC and QST refund at the category's share.
 *   The GST/HST worksheet sums the same function per month and category (LedgerEntriesReader
 *   .monthTotals) and mirrors it in TypeScript for the rows it categorizes itself
 *   (salesTaxParts in gst-hst-worksheet.ts; a property test compares them over random rows).
 * - books_sales_tax(ledger id): what of a row posts to GST/HST and QST payable/receivable:
 *   nothing unless the client is a registrant on the regular method (a tax profile with a
 *   GST/HST number), the row is not half of a transfer, and its category is a revenue or
 *   expense category of the client, taxable.
 *
 * books_post's lines: the account side (the whole amount), the category side (the amount less
 * the recoverable tax), GST/HST payable or receivable, QST payable or receivable; lines of
 * zero are left out. Two system accounts are added: QST payable (12) and QST receivable (13).
 *
 * Re-posting when the tax picture changes: a change of the tax profile (number, method), of the
 * client's province, or of a category's treatment records every month the client has rows in
 * the ledger-changes outbox with books_repost = true (a trigger, in the change's transaction);
 * the drain re-posts those months' rows (BooksService.repostMonths) before rebuilding reports.
 */
export class SalesTaxJournal1796010000000 implements MigrationInterface {
  name = 'SalesTaxJournal1796010000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE OR REPLACE FUNCTION "books_system_accounts"() RETURNS TABLE ("ref" integer, "key" text, "name" text, "type" "public"."book_account_type", "gifi" text)
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
                       (11, 'equipment', 'Equipment', 'asset', '1740'),
                       (12, 'qst_payable', 'QST payable', 'liability', '2680'),
                       (13, 'qst_receivable', 'QST receivable (input tax refunds)', 'asset', '1483')
            $$
        `);
    // Charts that exist get the new system accounts
    await queryRunner.query(`
            INSERT INTO "book_accounts" ("user_id", "type", "name", "gifi", "source", "ref")
            SELECT DISTINCT b."user_id", s."type", s."name", s."gifi", 'system'::"public"."book_account_source", s."ref"
            FROM "book_accounts" b CROSS JOIN "books_system_accounts"() s
            WHERE b."source" = 'system' AND s."ref" IN (12, 13)
            ON CONFLICT ("user_id", "source", "ref") DO NOTHING
        `);

    await queryRunner.query(`
            CREATE FUNCTION "sales_tax_rates_on"(p_province text, p_day date) RETURNS TABLE ("gst" integer, "hst" integer, "pst" integer, "qst" integer)
            LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
                SELECT r."gst", r."hst", r."pst", r."qst"
                FROM (VALUES
                    ('AB', DATE '2008-01-01', 5000, 0, 0, 0),
                    ('BC', DATE '2013-04-01', 5000, 0, 7000, 0),
                    ('MB', DATE '2013-07-01', 5000, 0, 8000, 0),
                    ('MB', DATE '2019-07-01', 5000, 0, 7000, 0),
                    ('NB', DATE '2010-07-01', 0, 13000, 0, 0),
                    ('NB', DATE '2016-07-01', 0, 15000, 0, 0),
                    ('NL', DATE '2010-07-01', 0, 13000, 0, 0),
                    ('NL', DATE '2016-07-01', 0, 15000, 0, 0),
                    ('NS', DATE '2010-07-01', 0, 15000, 0, 0),
                    ('NS', DATE '2025-04-01', 0, 14000, 0, 0),
                    ('NT', DATE '2008-01-01', 5000, 0, 0, 0),
                    ('NU', DATE '2008-01-01', 5000, 0, 0, 0),
                    ('ON', DATE '2010-07-01', 0, 13000, 0, 0),
                    ('PE', DATE '2013-04-01', 0, 14000, 0, 0),
                    ('PE', DATE '2016-10-01', 0, 15000, 0, 0),
                    ('QC', DATE '2013-01-01', 5000, 0, 0, 9975),
                    ('SK', DATE '2008-01-01', 5000, 0, 5000, 0),
                    ('SK', DATE '2017-03-23', 5000, 0, 6000, 0),
                    ('YT', DATE '2008-01-01', 5000, 0, 0, 0)
                ) AS r("province", "from", "gst", "hst", "pst", "qst")
                WHERE r."province" = p_province
                -- the latest rates in force on the day; before the first, the first (salesTaxRatesOn)
                ORDER BY (r."from" <= p_day) DESC, CASE WHEN r."from" <= p_day THEN r."from" END DESC, r."from"
                LIMIT 1
            $$
        `);
    await queryRunner.query(`
            CREATE FUNCTION "tax_treatment_default"(p_key text) RETURNS TABLE ("treatment" text, "share" integer)
            LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
                SELECT coalesce(d."treatment", 'taxable'), coalesce(d."share", 100)
                FROM (SELECT 1) AS one
                LEFT JOIN (VALUES
                    ('sales revenue', 'taxable', 100),
                    ('service income', 'taxable', 100),
                    ('refunds/discounts', 'taxable', 100),
                    ('other income', 'exempt', 0),
                    ('bank fees', 'exempt', 0),
                    ('insurance', 'exempt', 0),
                    ('taxes', 'not_a_supply', 0),
                    ('loan payments', 'not_a_supply', 0),
                    ('travel & meals', 'taxable', 50),
                    ('meals & entertainment', 'taxable', 50),
                    ('meals', 'taxable', 50),
                    ('entertainment', 'taxable', 50)
                ) AS d("key", "treatment", "share") ON d."key" = p_key
            $$
        `);
    // Integer arithmetic on cents: div() truncates exactly, so (2n + d) div 2d rounds half away from zero.
    await queryRunner.query(`
            CREATE FUNCTION "sales_tax_portion"(p_amount numeric, p_numerator bigint, p_denominator bigint) RETURNS numeric
            LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
                SELECT CASE WHEN p_amount = 0 OR p_numerator = 0 THEN 0::numeric
                    ELSE sign(p_amount) * div(2 * abs(p_amount * 100) * p_numerator + p_denominator, 2 * p_denominator::numeric) / 100 END
            $$
        `);
    await queryRunner.query(`
            CREATE FUNCTION "sales_tax_parts"(p_user integer, p_day date, p_category character varying, p_amount numeric)
            RETURNS TABLE ("type" text, "gst_hst" numeric, "qst" numeric, "pst" numeric, "itc" numeric, "qst_itc" numeric)
            LANGUAGE sql STABLE AS $$
                SELECT c."type",
                       sales_tax_portion(p_amount, r."gst" + r."hst", r."all"),
                       sales_tax_portion(p_amount, r."qst", r."all"),
                       sales_tax_portion(p_amount, r."pst", r."all"),
                       CASE WHEN c."type" = 'EXPENSE' THEN sales_tax_portion(p_amount, (r."gst" + r."hst") * t."share", r."all" * 100) ELSE 0 END,
                       CASE WHEN c."type" = 'EXPENSE' THEN sales_tax_portion(p_amount, r."qst" * t."share", r."all" * 100) ELSE 0 END
                FROM (
                    SELECT uc."type"::text AS "type", uc."system_key" FROM "user_categories" uc
                    WHERE uc."user_id" = p_user AND lower(uc."category_name") = lower(p_category)
                    ORDER BY (uc."system_key" IS NOT NULL) DESC, uc."id" LIMIT 1
                ) c
                CROSS JOIN LATERAL (
                    SELECT coalesce(o."treatment"::text, d."treatment") AS "treatment", coalesce(o."itc_share_percent"::integer, d."share") AS "share"
                    FROM "tax_treatment_default"(lower(btrim(p_category))) d
                    LEFT JOIN "tax_category_treatments" o ON o."user_id" = p_user AND o."category_key" = lower(btrim(p_category))
                ) t
                CROSS JOIN LATERAL (
                    SELECT s."gst"::bigint AS "gst", s."hst"::bigint AS "hst", s."qst"::bigint AS "qst", s."pst"::bigint AS "pst",
                           (100000 + s."gst" + s."hst" + s."qst" + s."pst")::bigint AS "all"
                    FROM "users" u CROSS JOIN LATERAL "sales_tax_rates_on"(u."province"::text, p_day) s
                    WHERE u."id" = p_user
                ) r
                WHERE c."system_key" IS NULL AND c."type" IN ('REVENUE', 'EXPENSE') AND t."treatment" = 'taxable'
            $$
        `);
    // What of a ledger row posts to the tax accounts: sales collect (payable), purchases claim (receivable, at the ITC share).
    await queryRunner.query(`
            CREATE FUNCTION "books_sales_tax"(p_id bigint)
            RETURNS TABLE ("gst_hst" numeric, "qst" numeric, "gst_hst_account_id" integer, "qst_account_id" integer)
            LANGUAGE sql STABLE AS $$
                SELECT CASE WHEN x."type" = 'REVENUE' THEN x."gst_hst" ELSE x."itc" END,
                       CASE WHEN x."type" = 'REVENUE' THEN x."qst" ELSE x."qst_itc" END,
                       (SELECT a."id" FROM "book_accounts" a WHERE a."user_id" = l."user_id" AND a."source" = 'system' AND a."ref" = CASE WHEN x."type" = 'REVENUE' THEN 3 ELSE 2 END),
                       (SELECT a."id" FROM "book_accounts" a WHERE a."user_id" = l."user_id" AND a."source" = 'system' AND a."ref" = CASE WHEN x."type" = 'REVENUE' THEN 12 ELSE 13 END)
                FROM "ledger_entries" l
                JOIN "tax_profiles" tp ON tp."user_id" = l."user_id" AND tp."gst_hst_number" IS NOT NULL AND tp."method" = 'regular'
                CROSS JOIN LATERAL "sales_tax_parts"(l."user_id", l."date", l."category", l."amount") x
                WHERE l."id" = p_id
                  AND NOT (l."transfer_entry_id" IS NOT NULL AND l."transfer_decision" IS DISTINCT FROM 'not_transfer')
            $$
        `);
    await this.postingWithTax(queryRunner);

    // The tax picture changed: every month of the client's rows is re-posted by the ledger-changes drain.
    await queryRunner.query(`ALTER TABLE "ledger_changes" ADD "books_repost" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
            CREATE FUNCTION "books_tax_picture_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
                v_user integer;
            BEGIN
                -- users: the client's own id; tax_profiles / tax_category_treatments: their user_id (the old row's on a delete)
                IF TG_TABLE_NAME = 'users' THEN v_user := NEW."id";
                ELSIF TG_OP = 'DELETE' THEN v_user := OLD."user_id";
                ELSE v_user := NEW."user_id";
                END IF;
                INSERT INTO "ledger_changes" ("user_id", "year", "month", "books_repost")
                SELECT DISTINCT l."user_id", extract(year FROM l."date")::int, extract(month FROM l."date")::int, true
                FROM "ledger_entries" l WHERE l."user_id" = v_user;
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_tax_profile_changed" AFTER INSERT OR DELETE ON "tax_profiles"
            FOR EACH ROW EXECUTE FUNCTION "books_tax_picture_changed"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_tax_profile_updated" AFTER UPDATE ON "tax_profiles"
            FOR EACH ROW WHEN ((OLD."gst_hst_number", OLD."method") IS DISTINCT FROM (NEW."gst_hst_number", NEW."method"))
            EXECUTE FUNCTION "books_tax_picture_changed"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_tax_treatment_changed" AFTER INSERT OR DELETE ON "tax_category_treatments"
            FOR EACH ROW EXECUTE FUNCTION "books_tax_picture_changed"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_tax_treatment_updated" AFTER UPDATE ON "tax_category_treatments"
            FOR EACH ROW WHEN ((OLD."category_key", OLD."treatment", OLD."itc_share_percent") IS DISTINCT FROM (NEW."category_key", NEW."treatment", NEW."itc_share_percent"))
            EXECUTE FUNCTION "books_tax_picture_changed"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "books_tax_province_changed" AFTER UPDATE OF "province" ON "users"
            FOR EACH ROW WHEN (OLD."province" IS DISTINCT FROM NEW."province") EXECUTE FUNCTION "books_tax_picture_changed"()
        `);

    // The registrants' books post their tax now (the others' journal is unchanged).
    await queryRunner.query(`
            SELECT "books_post"(ARRAY(
                SELECT l."id" FROM "ledger_entries" l
                JOIN "tax_profiles" tp ON tp."user_id" = l."user_id" AND tp."gst_hst_number" IS NOT NULL AND tp."method" = 'regular'
                ORDER BY l."id"
            ))
        `);
  }

  /** books_post with the tax lines: the same chart steps, then up to four lines per entry. */
  private async postingWithTax(queryRunner: QueryRunner): Promise<void> {
    const [{ body }] = await queryRunner.query(`SELECT prosrc AS body FROM pg_proc WHERE proname = 'books_post'`);
    const start = (body as string).indexOf('INSERT INTO "journal_lines"');
    if (start < 0) throw new Error('books_post: its lines insert was not found');
    const end = (body as string).indexOf(';', start);
    const lines = `INSERT INTO "journal_lines" ("entry_id", "account_id", "debit", "credit")
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
                WHERE s."value" <> 0 AND s."account_id" IS NOT NULL`;
    const replaced = (body as string).slice(0, start) + lines + (body as string).slice(end);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION "books_post"(p_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $fn$${replaced}$fn$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const [{ body }] = await queryRunner.query(`SELECT prosrc AS body FROM pg_proc WHERE proname = 'books_post'`);
    const start = (body as string).indexOf('INSERT INTO "journal_lines"');
    const end = (body as string).indexOf(';', start);
    const lines = `INSERT INTO "journal_lines" ("entry_id", "account_id", "debit", "credit")
                SELECT e."id", s."account_id", s."debit", s."credit"
                FROM "books_postings"(p_ids) p
                JOIN "journal_entries" e ON e."ledger_entry_id" = p."ledger_entry_id"
                CROSS JOIN LATERAL (VALUES
                    (p."account_id", greatest(p."amount", 0), greatest(-p."amount", 0)),
                    (p."other_id", greatest(-p."amount", 0), greatest(p."amount", 0))
                ) AS s("account_id", "debit", "credit")`;
    const restored = (body as string).slice(0, start) + lines + (body as string).slice(end);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION "books_post"(p_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $fn$${restored}$fn$`);
    await queryRunner.query(`DROP TRIGGER "books_tax_province_changed" ON "users"`);
    for (const trigger of ['books_tax_profile_changed', 'books_tax_profile_updated']) await queryRunner.query(`DROP TRIGGER "${trigger}" ON "tax_profiles"`);
    for (const trigger of ['books_tax_treatment_changed', 'books_tax_treatment_updated'])
      await queryRunner.query(`DROP TRIGGER "${trigger}" ON "tax_category_treatments"`);
    await queryRunner.query(`DROP FUNCTION "books_tax_picture_changed"()`);
    await queryRunner.query(`ALTER TABLE "ledger_changes" DROP COLUMN "books_repost"`);
    await queryRunner.query(`DROP FUNCTION "books_sales_tax"(bigint)`);
    await queryRunner.query(`DROP FUNCTION "sales_tax_parts"(integer, date, character varying, numeric)`);
    await queryRunner.query(`DROP FUNCTION "sales_tax_portion"(numeric, bigint, bigint)`);
    await queryRunner.query(`DROP FUNCTION "tax_treatment_default"(text)`);
    await queryRunner.query(`DROP FUNCTION "sales_tax_rates_on"(text, date)`);
    await queryRunner.query(`DELETE FROM "book_accounts" WHERE "source" = 'system' AND "ref" IN (12, 13)`);
    // books_system_accounts keeps rows 12 and 13 listed: harmless (no line posts to them any more)
    await queryRunner.query(`SELECT "books_post"(ARRAY(SELECT "id" FROM "ledger_entries" ORDER BY "id"))`);
  }
}
