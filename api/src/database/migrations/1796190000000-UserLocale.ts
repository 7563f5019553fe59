import { MigrationInterface, QueryRunner } from 'typeorm';

/** A person's language (issue 31 point 2): en-CA or fr-CA; existing people keep English. */
export class UserLocale1796190000000 implements MigrationInterface {
  name = 'UserLocale1796190000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "locale" character varying(5) NOT NULL DEFAULT 'en-CA'`);
    await queryRunner.query(`ALTER TABLE "users" ADD CONSTRAINT "CHK_users_locale" CHECK ("locale" IN ('en-CA', 'fr-CA'))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_locale"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "locale"`);
  }
}
