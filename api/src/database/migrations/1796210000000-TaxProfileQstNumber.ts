import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 31: a Québec registrant's QST registration number on the tax profile (10 digits, TQ, 4 digits). */
export class TaxProfileQstNumber1796210000000 implements MigrationInterface {
  name = 'TaxProfileQstNumber1796210000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tax_profiles" ADD "qst_number" character varying(16)`);
    await queryRunner.query(`ALTER TABLE "tax_profiles" ADD CONSTRAINT "CHK_tax_profiles_qst_number" CHECK ("qst_number" ~ '^[0-9]{10}TQ[0-9]{4}$')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "tax_profiles" DROP CONSTRAINT "CHK_tax_profiles_qst_number"`);
    await queryRunner.query(`ALTER TABLE "tax_profiles" DROP COLUMN "qst_number"`);
  }
}
