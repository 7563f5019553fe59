import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReportFilesAndProvince1795456254519 implements MigrationInterface {
  name = 'ReportFilesAndProvince1795456254519';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TYPE "public"."province_code" AS ENUM(
                'AB',
                'BC',
                'MB',
                'NB',
                'NL',
                'NS',
                'NT',
                'NU',
                'ON',
                'PE',
                'QC',
                'SK',
                'YT'
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD "province" "public"."province_code" NOT NULL DEFAULT 'ON'
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports"
            ADD "pdf_url" text
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports"
            ADD "summary" jsonb
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "monthly_reports" DROP COLUMN "summary"
        `);
    await queryRunner.query(`
            ALTER TABLE "monthly_reports" DROP COLUMN "pdf_url"
        `);
    await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "province"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."province_code"
        `);
  }
}
