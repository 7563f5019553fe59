import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 21, bank files as banks export them: the format an upload was read with, each
 * row's currency (CAD unless the file says otherwise) and the column mappings clients give
 * for layouts the server does not know, found again by the file's header shape.
 */
export class BankFileFormats1795769576025 implements MigrationInterface {
  name = 'BankFileFormats1795769576025';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "csv_column_mappings" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "header_key" character(64) NOT NULL,
                "mapping" jsonb NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_2a152b0d6f17c2e14f1b152681b" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_6d62aa5c0a9d029dd80ea5f149" ON "csv_column_mappings" ("user_id", "header_key")
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_uploads"
            ADD "format" character varying(20) NOT NULL DEFAULT 'ledgerleaf'
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions"
            ADD "currency" character varying(3) NOT NULL DEFAULT 'CAD'
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_column_mappings"
            ADD CONSTRAINT "FK_7f97d982afff5b684e95b9ea22e" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "csv_column_mappings" DROP CONSTRAINT "FK_7f97d982afff5b684e95b9ea22e"
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_transactions" DROP COLUMN "currency"
        `);
    await queryRunner.query(`
            ALTER TABLE "csv_uploads" DROP COLUMN "format"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_6d62aa5c0a9d029dd80ea5f149"
        `);
    await queryRunner.query(`
            DROP TABLE "csv_column_mappings"
        `);
  }
}
