import { MigrationInterface, QueryRunner } from 'typeorm';

export class ReportBuildProgress1795586483363 implements MigrationInterface {
  name = 'ReportBuildProgress1795586483363';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "report_builds"
            ADD "progress" smallint NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE "report_builds"
            ADD "failure" text
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "report_builds" DROP COLUMN "failure"
        `);
    await queryRunner.query(`
            ALTER TABLE "report_builds" DROP COLUMN "progress"
        `);
  }
}
