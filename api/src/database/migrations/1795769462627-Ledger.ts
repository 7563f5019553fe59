import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * ledger_entries: every transaction of a client's books with a stable id (the
 * `transactionId` of reports), its source row (bank, CSV, manual; the foreign keys cascade
 * so an entry goes with its row) and possible duplicates.
 *
 * Posted bank rows join by statement-level triggers on bank_transactions (transition
 * tables, one statement per write): bank rows are written in bulk by several writers (the
 * sync's upserts, the demo seed, benchmarks, tests), and a writer that forgot the ledger
 * would silently leave money out of a report. A row that turns pending leaves the ledger.
 * Existing posted bank rows are copied in once (the backfill).
 *
 * csv_uploads.books_account_name / added_to_books_at: an upload added to the books.
 */

export class Ledger1795769462627 implements MigrationInterface {
  name = 'Ledger1795769462627';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TYPE "public"."ledger_source" AS ENUM('bank', 'csv', 'manual')
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."duplicate_decision" AS ENUM('same', 'distinct')
        `);
    await queryRunner.query(`
            CREATE TABLE "ledger_entries" (
                "id" BIGSERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "source" "public"."ledger_source" NOT NULL,
                "bank_transaction_id" integer,
                "csv_transaction_id" integer,
                "manual_transaction_id" integer,
                "account_ref" integer NOT NULL,
                "account_name" character varying(255) NOT NULL,
                "date" date NOT NULL,
                "name" character varying(500) NOT NULL,
                "merchant_name" character varying(255),
                "amount" numeric(10, 2) NOT NULL,
                "category" character varying(100),
                "bank_category" text array,
                "duplicate_of" bigint,
                "duplicate_decision" "public"."duplicate_decision",
                "decided_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_ledger_entries_one_source" CHECK (
                    ("source" = 'bank') = ("bank_transaction_id" IS NOT NULL)
                    AND ("source" = 'csv') = ("csv_transaction_id" IS NOT NULL)
                    AND ("source" = 'manual') = ("manual_transaction_id" IS NOT NULL)
                ),
                CONSTRAINT "PK_6efcb84411d3f08b08450ae75d5" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_6c381c7d7c7696195872e58643" ON "ledger_entries" ("bank_transaction_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_53133841a33354e6e963dd8174" ON "ledger_entries" ("csv_transaction_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_d906819d82036d66de718e869f" ON "ledger_entries" ("manual_transaction_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_39b6fe2e334b9527bc568a6d9e" ON "ledger_entries" ("account_ref")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_300d3c5a0b14bd72f4fe82476c" ON "ledger_entries" ("duplicate_of")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_facc08a19fcc060b957296708d" ON "ledger_entries" ("user_id", "date", "id")
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_uploads"
            ADD "books_account_name" character varying(100)
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_uploads"
            ADD "added_to_books_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "ledger_entries"
            ADD CONSTRAINT "FK_8417854ce8bdd0d651c35e1c7ce" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "ledger_entries"
            ADD CONSTRAINT "FK_6c381c7d7c7696195872e58643b" FOREIGN KEY ("bank_transaction_id") REFERENCES "bank_transactions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "ledger_entries"
            ADD CONSTRAINT "FK_53133841a33354e6e963dd81740" FOREIGN KEY ("csv_transaction_id") REFERENCES "csv_transactions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "ledger_entries"
            ADD CONSTRAINT "FK_d906819d82036d66de718e869f1" FOREIGN KEY ("manual_transaction_id") REFERENCES "manual_transactions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "ledger_entries"
            ADD CONSTRAINT "FK_300d3c5a0b14bd72f4fe82476c2" FOREIGN KEY ("duplicate_of") REFERENCES "ledger_entries"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            CREATE FUNCTION "ledger_join_bank_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
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
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "ledger_bank_rows_inserted" AFTER INSERT ON "bank_transactions"
            REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "ledger_join_bank_rows"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "ledger_bank_rows_updated" AFTER UPDATE ON "bank_transactions"
            REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "ledger_join_bank_rows"()
        `);
    await queryRunner.query(`
            INSERT INTO "ledger_entries" ("user_id", "source", "bank_transaction_id", "account_ref", "account_name", "date", "name", "merchant_name", "amount", "bank_category")
            SELECT t."user_id", 'bank', t."id", t."bank_account_id", t."account_name", t."date", t."name", t."merchant_name", t."amount",
                   CASE WHEN t."personal_finance_category" IS NOT NULL
                        THEN ARRAY[t."personal_finance_category"->>'primary', t."personal_finance_category"->>'detailed']
                        ELSE t."category" END
            FROM "bank_transactions" t WHERE NOT t."pending" ORDER BY t."id"
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "ledger_bank_rows_updated" ON "bank_transactions"`);
    await queryRunner.query(`DROP TRIGGER "ledger_bank_rows_inserted" ON "bank_transactions"`);
    await queryRunner.query(`DROP FUNCTION "ledger_join_bank_rows"()`);
    await queryRunner.query(`
            ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_300d3c5a0b14bd72f4fe82476c2"
        `);
    await queryRunner.query(`
            ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_d906819d82036d66de718e869f1"
        `);
    await queryRunner.query(`
            ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_53133841a33354e6e963dd81740"
        `);
    await queryRunner.query(`
            ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_6c381c7d7c7696195872e58643b"
        `);
    await queryRunner.query(`
            ALTER TABLE "ledger_entries" DROP CONSTRAINT "FK_8417854ce8bdd0d651c35e1c7ce"
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_uploads" DROP COLUMN "added_to_books_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_uploads" DROP COLUMN "books_account_name"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_facc08a19fcc060b957296708d"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_300d3c5a0b14bd72f4fe82476c"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_39b6fe2e334b9527bc568a6d9e"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_d906819d82036d66de718e869f"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_53133841a33354e6e963dd8174"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_6c381c7d7c7696195872e58643"
        `);
    await queryRunner.query(`
            DROP TABLE "ledger_entries"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."duplicate_decision"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."ledger_source"
        `);
  }
}
