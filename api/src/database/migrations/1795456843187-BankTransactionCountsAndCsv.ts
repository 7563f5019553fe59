import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * bank_accounts.transaction_count, kept exact by statement-level triggers on
 * bank_transactions (transition tables: one UPDATE per statement, not per row), so the
 * Transactions list's total is a sum over a user's few accounts instead of a count over
 * their 200,000 rows. Every writer (sync, seeds, benchmarks, cascades) is covered.
 *
 * csv_text_cell(text): one CSV text cell, neutralised against spreadsheet formulas (a
 * leading = + - @ tab or carriage return gets an apostrophe) and quoted when needed; the
 * export formats its rows in PostgreSQL with it (the same rule as csvText in the API).
 */
export class BankTransactionCountsAndCsv1795456843187 implements MigrationInterface {
  name = 'BankTransactionCountsAndCsv1795456843187';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "bank_accounts"
            ADD "transaction_count" integer NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            CREATE FUNCTION "csv_text_cell"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
                SELECT CASE WHEN (CASE WHEN value ~ '^[-=+@\\t\\r]' THEN '''' || value ELSE coalesce(value, '') END) ~ '[",\\r\\n]|^\\s|\\s$'
                            THEN '"' || replace(CASE WHEN value ~ '^[-=+@\\t\\r]' THEN '''' || value ELSE coalesce(value, '') END, '"', '""') || '"'
                            ELSE CASE WHEN value ~ '^[-=+@\\t\\r]' THEN '''' || value ELSE coalesce(value, '') END END
            $$
        `);
    await queryRunner.query(`
            UPDATE "bank_accounts" a SET "transaction_count" = c.n
            FROM (SELECT "bank_account_id", count(*)::int AS n FROM "bank_transactions" GROUP BY 1) c
            WHERE c."bank_account_id" = a."id"
        `);
    await queryRunner.query(`
            CREATE FUNCTION "bank_transactions_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE "bank_accounts" a SET "transaction_count" = a."transaction_count" + c.n
                FROM (SELECT "bank_account_id", count(*)::int AS n FROM inserted GROUP BY 1) c WHERE a."id" = c."bank_account_id";
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE FUNCTION "bank_transactions_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE "bank_accounts" a SET "transaction_count" = a."transaction_count" - c.n
                FROM (SELECT "bank_account_id", count(*)::int AS n FROM deleted GROUP BY 1) c WHERE a."id" = c."bank_account_id";
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE FUNCTION "bank_transactions_count_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE "bank_accounts" a SET "transaction_count" = a."transaction_count" + c.delta
                FROM (
                    SELECT id, sum(delta)::int AS delta FROM (
                        SELECT "bank_account_id" AS id, 1 AS delta FROM inserted
                        UNION ALL SELECT "bank_account_id", -1 FROM deleted
                    ) moves GROUP BY id HAVING sum(delta) <> 0
                ) c WHERE a."id" = c.id;
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "bank_transactions_count_insert" AFTER INSERT ON "bank_transactions"
            REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "bank_transactions_count_inserted"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "bank_transactions_count_delete" AFTER DELETE ON "bank_transactions"
            REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "bank_transactions_count_deleted"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "bank_transactions_count_update" AFTER UPDATE ON "bank_transactions"
            REFERENCING OLD TABLE AS deleted NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "bank_transactions_count_moved"()
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "bank_transactions_count_update" ON "bank_transactions"`);
    await queryRunner.query(`DROP TRIGGER "bank_transactions_count_delete" ON "bank_transactions"`);
    await queryRunner.query(`DROP TRIGGER "bank_transactions_count_insert" ON "bank_transactions"`);
    await queryRunner.query(`DROP FUNCTION "bank_transactions_count_moved"()`);
    await queryRunner.query(`DROP FUNCTION "bank_transactions_count_deleted"()`);
    await queryRunner.query(`DROP FUNCTION "bank_transactions_count_inserted"()`);
    await queryRunner.query(`DROP FUNCTION "csv_text_cell"(text)`);
    await queryRunner.query(`
            ALTER TABLE "bank_accounts" DROP COLUMN "transaction_count"
        `);
  }
}
