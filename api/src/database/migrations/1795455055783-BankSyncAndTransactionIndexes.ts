import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bank linking (issue 8): item health fields, Plaid's personal finance category and the
 * pending → posted link on transactions, and the owner and account name repeated on each
 * transaction so every sort column of the Transactions list pages off a (user, column, id)
 * index. Existing rows are backfilled from their account and item.
 */
export class BankSyncAndTransactionIndexes1795455055783 implements MigrationInterface {
  name = 'BankSyncAndTransactionIndexes1795455055783';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IDX_e453b04a4da69013c122031503"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_0bee0a6fead9d274f4d80603e9"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_items"
            ADD "error_code" character varying(64)
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_items"
            ADD "new_accounts_available" boolean NOT NULL DEFAULT false
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_items"
            ADD "reconnect_email_sent_at" TIMESTAMP WITH TIME ZONE
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions"
            ADD "user_id" integer
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions"
            ADD "account_name" character varying(255) NOT NULL DEFAULT ''
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions"
            ADD "pending_transaction_id" character varying(255)
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions"
            ADD "personal_finance_category" jsonb
        `);
    await queryRunner.query(`
            UPDATE "bank_transactions" t
            SET "user_id" = i."user_id", "account_name" = a."name"
            FROM "bank_accounts" a JOIN "bank_items" i ON i."id" = a."bank_item_id"
            WHERE a."id" = t."bank_account_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions" ALTER COLUMN "user_id" SET NOT NULL
        `);
    await queryRunner.query(`
            ALTER TYPE "public"."bank_item_status"
            ADD VALUE 'revoked'
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bank_transactions_user_category" ON "bank_transactions" ("user_id", ("category"[1]), "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_ab12d55c970cbcbeafdbf23d32" ON "bank_transactions" ("user_id", "account_name", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7b734f6012252ae388b2298e0c" ON "bank_transactions" ("user_id", "amount", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_00c1b4f8eb86c9ce15b08ff52f" ON "bank_transactions" ("user_id", "name", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8111d0e1ea61d73f9ba067a975" ON "bank_transactions" ("user_id", "date", "id")
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions"
            ADD CONSTRAINT "FK_ccd5e28c20422bc2e9a12c0122a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IDX_bank_transactions_user_category"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions" DROP CONSTRAINT "FK_ccd5e28c20422bc2e9a12c0122a"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_8111d0e1ea61d73f9ba067a975"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_00c1b4f8eb86c9ce15b08ff52f"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_7b734f6012252ae388b2298e0c"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_ab12d55c970cbcbeafdbf23d32"
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."bank_item_status_old" AS ENUM('active', 'needs_reconnection')
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_items" ALTER COLUMN "status" DROP DEFAULT
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_items"
            ALTER COLUMN "status" TYPE "public"."bank_item_status_old" USING (CASE WHEN "status"::"text" = 'revoked' THEN 'needs_reconnection' ELSE "status"::"text" END)::"public"."bank_item_status_old"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."bank_item_status"
        `);
    await queryRunner.query(`
            ALTER TYPE "public"."bank_item_status_old"
            RENAME TO "bank_item_status"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_items" ALTER COLUMN "status" SET DEFAULT 'active'
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions" DROP COLUMN "personal_finance_category"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions" DROP COLUMN "pending_transaction_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions" DROP COLUMN "account_name"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_transactions" DROP COLUMN "user_id"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_items" DROP COLUMN "reconnect_email_sent_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_items" DROP COLUMN "new_accounts_available"
        `);
    await queryRunner.query(`
            ALTER TABLE "bank_items" DROP COLUMN "error_code"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0bee0a6fead9d274f4d80603e9" ON "bank_transactions" USING btree ("name")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e453b04a4da69013c122031503" ON "bank_transactions" USING btree ("date")
        `);
  }
}
