import { MigrationInterface, QueryRunner } from 'typeorm';

/** A receipt the client may attach to an answer to a question (issue 18): its stored file, name, type and size. */
export class QuestionReceipts1795820000000 implements MigrationInterface {
  name = 'QuestionReceipts1795820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "transaction_questions"
            ADD "receipt_key" character varying(255),
            ADD "receipt_name" character varying(255),
            ADD "receipt_mime_type" character varying(100),
            ADD "receipt_size" bigint
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "transaction_questions"
            DROP COLUMN "receipt_size",
            DROP COLUMN "receipt_mime_type",
            DROP COLUMN "receipt_name",
            DROP COLUMN "receipt_key"
        `);
  }
}
