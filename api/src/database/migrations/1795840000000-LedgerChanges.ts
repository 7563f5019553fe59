import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One durable path for "the books changed" (issue 26, points 2 and 3).
 *
 * ledger_changes: an outbox of the (client, month)s whose books changed. A statement-level
 * trigger on ledger_entries records them in the same transaction as the change, whoever
 * writes (the bank trigger, CSV accounts joining or leaving, a submission's manual rows,
 * a duplicate decision, a cascade from a deleted source row), so no writer can forget it
 * and no crash after the commit loses it. A job drains the rows: it flags possible
 * duplicates of those months, then requests the rebuilds of their pending reports. No
 * foreign key to users: an account deletion cascades into ledger_entries, whose trigger
 * then records rows for a user being deleted; the drain finds nothing for them and forgets them.
 *
 * An UPDATE records a change only when something a report shows moved (account, date,
 * name, merchant, amount, bank hint, a decision): the report build's categories and the
 * drain's own flags and merchant words are outcomes, and recording them would loop.
 *
 * merchant_words / name_words: the merchant key (the categorizer's normaliser, in
 * TypeScript) of the row read both ways, as word arrays, so the duplicate rule compares
 * merchants in SQL. Written by join() for CSV and manual rows; NULL for bank rows until
 * the drain computes them; a row whose name changes loses
 * them (row trigger) and gets them again at the next drain.
 *
 * IDX_ledger_entries_duplicate_probe: the duplicate search looks for the earliest row of
 * one account, one amount and one date (a bounded probe per row and account), not every
 * earlier row of the same amount.
 *
 * Existing months with CSV or manual rows are recorded once: reads no longer flag, so the
 * first drain flags what no read flagged before this migration.
 */
export class LedgerChanges1795840000000 implements MigrationInterface {
  name = 'LedgerChanges1795840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "ledger_changes" (
                "id" BIGSERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "year" integer NOT NULL,
                "month" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_ledger_changes" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_ledger_changes_user" ON "ledger_changes" ("user_id", "id")`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" ADD "merchant_words" text array`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" ADD "name_words" text array`);
    await queryRunner.query(`
            CREATE INDEX "IDX_ledger_entries_duplicate_probe" ON "ledger_entries" ("user_id", "amount", "source", "account_ref", "date", "id")
        `);
    // Two merchant keys are alike when they share at least half the words of the shorter
    // one (DUPLICATE_RULE.minMerchantSimilarity = 0.5, in integers); an empty key is like none.
    await queryRunner.query(`
            CREATE FUNCTION "merchant_words_alike"(l text[], r text[]) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
                SELECT cardinality(l) > 0 AND cardinality(r) > 0
                   AND 2 * (SELECT count(*) FROM unnest(l) AS w WHERE w = ANY(r)) >= least(cardinality(l), cardinality(r))
            $$
        `);
    await queryRunner.query(`
            CREATE FUNCTION "ledger_record_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'INSERT' THEN
                    INSERT INTO "ledger_changes" ("user_id", "year", "month")
                    SELECT DISTINCT n."user_id", extract(year FROM n."date")::int, extract(month FROM n."date")::int FROM new_rows n;
                ELSIF TG_OP = 'DELETE' THEN
                    INSERT INTO "ledger_changes" ("user_id", "year", "month")
                    SELECT DISTINCT o."user_id", extract(year FROM o."date")::int, extract(month FROM o."date")::int FROM old_rows o;
                ELSE
                    -- Rows whose shown columns changed, found by EXCEPT (hashed or sorted: linear
                    -- in the rows updated). A join of the two transition tables, which have no
                    -- statistics, was planned as a nested loop: 36,000 categories written by a
                    -- build took minutes. Both the new and the old month of a changed row count.
                    WITH changed AS (
                        SELECT "id", "user_id", "date", "account_ref", "account_name", "name", "merchant_name", "amount", "bank_category", "duplicate_decision" FROM new_rows
                        EXCEPT
                        SELECT "id", "user_id", "date", "account_ref", "account_name", "name", "merchant_name", "amount", "bank_category", "duplicate_decision" FROM old_rows
                    )
                    INSERT INTO "ledger_changes" ("user_id", "year", "month")
                    SELECT DISTINCT m."user_id", extract(year FROM m."date")::int, extract(month FROM m."date")::int
                    FROM (
                        SELECT c."user_id", c."date" FROM changed c
                        UNION ALL
                        SELECT o."user_id", o."date" FROM old_rows o WHERE o."id" IN (SELECT c."id" FROM changed c)
                    ) AS m;
                END IF;
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "ledger_changes_inserted" AFTER INSERT ON "ledger_entries"
            REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_record_changes"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "ledger_changes_updated" AFTER UPDATE ON "ledger_entries"
            REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_record_changes"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "ledger_changes_deleted" AFTER DELETE ON "ledger_entries"
            REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_record_changes"()
        `);
    await queryRunner.query(`
            CREATE FUNCTION "ledger_merchant_words_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                NEW."merchant_words" := NULL;
                NEW."name_words" := NULL;
                RETURN NEW;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "ledger_merchant_words_stale" BEFORE UPDATE OF "name", "merchant_name" ON "ledger_entries"
            FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."merchant_name" IS DISTINCT FROM NEW."merchant_name")
            EXECUTE FUNCTION "ledger_merchant_words_stale"()
        `);
    await queryRunner.query(`
            INSERT INTO "ledger_changes" ("user_id", "year", "month")
            SELECT DISTINCT l."user_id", extract(year FROM l."date")::int, extract(month FROM l."date")::int
            FROM "ledger_entries" l
            WHERE EXISTS (SELECT 1 FROM "ledger_entries" o WHERE o."user_id" = l."user_id" AND o."source" <> 'bank')
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "ledger_merchant_words_stale" ON "ledger_entries"`);
    await queryRunner.query(`DROP FUNCTION "ledger_merchant_words_stale"()`);
    await queryRunner.query(`DROP TRIGGER "ledger_changes_deleted" ON "ledger_entries"`);
    await queryRunner.query(`DROP TRIGGER "ledger_changes_updated" ON "ledger_entries"`);
    await queryRunner.query(`DROP TRIGGER "ledger_changes_inserted" ON "ledger_entries"`);
    await queryRunner.query(`DROP FUNCTION "ledger_record_changes"()`);
    await queryRunner.query(`DROP FUNCTION "merchant_words_alike"(text[], text[])`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ledger_entries_duplicate_probe"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP COLUMN "name_words"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP COLUMN "merchant_words"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ledger_changes_user"`);
    await queryRunner.query(`DROP TABLE "ledger_changes"`);
  }
}
