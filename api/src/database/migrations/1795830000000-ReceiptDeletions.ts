import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A question's receipt outlives its row in storage unless someone removes it. Questions go
 * by cascade (their transaction leaves the books, their report or client is deleted), so
 * the file to remove is recorded by a trigger as the row goes, in the same transaction;
 * the purge job removes the file, then the record.
 */
export class ReceiptDeletions1795830000000 implements MigrationInterface {
    name = 'ReceiptDeletions1795830000000'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "receipt_deletions" (
                "key" character varying(255) NOT NULL,
                "queued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_receipt_deletions" PRIMARY KEY ("key")
            )
        `);
        await queryRunner.query(`
            CREATE FUNCTION "transaction_questions_receipt_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO "receipt_deletions" ("key") VALUES (OLD."receipt_key") ON CONFLICT DO NOTHING;
                RETURN NULL;
            END $$
        `);
        await queryRunner.query(`
            CREATE TRIGGER "transaction_questions_receipt_deleted" AFTER DELETE ON "transaction_questions"
            FOR EACH ROW WHEN (OLD."receipt_key" IS NOT NULL) EXECUTE FUNCTION "transaction_questions_receipt_deleted"()
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP TRIGGER "transaction_questions_receipt_deleted" ON "transaction_questions"
        `);
        await queryRunner.query(`
            DROP FUNCTION "transaction_questions_receipt_deleted"()
        `);
        await queryRunner.query(`
            DROP TABLE "receipt_deletions"
        `);
    }
}
