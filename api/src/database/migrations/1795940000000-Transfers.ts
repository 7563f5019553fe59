import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Transfers between a client's own accounts (issue 27, point 4).
 *
 * ledger_entries.transfer_entry_id: the other row of the transfer (symmetric: each row of a
 * pair names the other), set by the ledger-changes drain (LedgerService.flagTransfers) when a
 * money-out row and a money-in row of the same amount in another account of the books, within
 * 5 days, are each other's only candidate, or by a person's decision.
 * transfer_decision: a person's word ('transfer' with a counterpart, 'not_transfer'); the drain
 * never touches a decided row. transfer_candidate: the row has candidates but no unique one
 * (two or more on either side): a person decides.
 * The drain's search is bounded per row (LATERAL ... LIMIT 2) and probes the duplicate
 * search's index (IDX_ledger_entries_duplicate_probe) per account and day.
 *
 * books_postings is replaced: a row of a pair posts against transfers in transit (system account
 * 9) instead of its category, so the pair nets to zero there and nothing reaches the P&L. The
 * ledger rows' update trigger (books_post_ledger_rows) also re-posts a row whose pair or
 * transfer decision changed.
 */
export class Transfers1795940000000 implements MigrationInterface {
  name = 'Transfers1795940000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."transfer_decision" AS ENUM('transfer', 'not_transfer')`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" ADD "transfer_entry_id" bigint`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" ADD "transfer_decision" "public"."transfer_decision"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" ADD "transfer_candidate" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE INDEX "IDX_ledger_entries_transfer_entry" ON "ledger_entries" ("transfer_entry_id")`);
    await queryRunner.query(
      `ALTER TABLE "ledger_entries" ADD CONSTRAINT "FK_ledger_entries_transfer_entry" FOREIGN KEY ("transfer_entry_id") REFERENCES "ledger_entries"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`
            CREATE OR REPLACE FUNCTION "books_postings"(p_ids bigint[])
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
                               -- one row of a transfer between the client's own accounts: against transfers in transit (the pair nets to zero there)
                               (SELECT a."id" FROM "book_accounts" a WHERE l."transfer_entry_id" IS NOT NULL AND l."transfer_decision" IS DISTINCT FROM 'not_transfer'
                                   AND a."user_id" = l."user_id" AND a."source" = 'system' AND a."ref" = 9),
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
            CREATE OR REPLACE FUNCTION "books_post_ledger_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
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
            END $$
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE OR REPLACE FUNCTION "books_post_ledger_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
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
            CREATE OR REPLACE FUNCTION "books_postings"(p_ids bigint[])
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
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_ledger_entries_transfer_entry"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ledger_entries_transfer_entry"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP COLUMN "transfer_candidate"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP COLUMN "transfer_decision"`);
    await queryRunner.query(`ALTER TABLE "ledger_entries" DROP COLUMN "transfer_entry_id"`);
    await queryRunner.query(`DROP TYPE "public"."transfer_decision"`);
    // The rows of pairs post against their categories again
    await queryRunner.query(`SELECT "books_post"(ARRAY(SELECT "id" FROM "ledger_entries" ORDER BY "id"))`);
  }
}
