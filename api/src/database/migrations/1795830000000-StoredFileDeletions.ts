import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files whose rows are deleted, listed in the deleting transaction and removed from storage
 * after it (StoredFileDeletions). A question goes by cascade (its transaction leaves the
 * books, its report or client is deleted), so its receipt is listed by a trigger as the
 * row goes.
 */
export class StoredFileDeletions1795830000000 implements MigrationInterface {
  name = 'StoredFileDeletions1795830000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "stored_file_deletions" (
                "key" character varying(255) NOT NULL,
                "queued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_stored_file_deletions" PRIMARY KEY ("key")
            )
        `);
    await queryRunner.query(`
            CREATE FUNCTION "transaction_questions_receipt_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO "stored_file_deletions" ("key") VALUES (OLD."receipt_key") ON CONFLICT DO NOTHING;
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
            DROP TABLE "stored_file_deletions"
        `);
  }
}
