import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * csv_uploads.file_size: the stored file's bytes, so a client's stored CSV total
 * (CLIENT_LIMITS.csvStoredBytes) is one sum. Uploads made before it count as 0.
 */
export class CsvUploadFileSize1795578396248 implements MigrationInterface {
  name = 'CsvUploadFileSize1795578396248';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "csv_uploads"
            ADD "file_size" integer NOT NULL DEFAULT '0'
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "csv_uploads" DROP COLUMN "file_size"
        `);
  }
}
