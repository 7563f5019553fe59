import { MigrationInterface, QueryRunner } from 'typeorm';

export class TaxProfilesAndTreatments1795769012226 implements MigrationInterface {
  name = 'TaxProfilesAndTreatments1795769012226';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TYPE "public"."tax_treatment" AS ENUM(
                'taxable',
                'zero_rated',
                'exempt',
                'not_a_supply'
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "tax_category_treatments" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "category_key" character varying(100) NOT NULL,
                "treatment" "public"."tax_treatment" NOT NULL,
                "itc_share_percent" smallint NOT NULL,
                "updated_by" integer,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_7fe43bb53066beba4830af88106" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_fc6441b34946f8a82179a79fcf" ON "tax_category_treatments" ("user_id", "category_key")
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."tax_filing_frequency" AS ENUM('monthly', 'quarterly', 'annual')
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."tax_method" AS ENUM('regular', 'quick')
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."business_structure" AS ENUM('sole_proprietor', 'corporation')
        `);
    await queryRunner.query(`
            CREATE TABLE "tax_profiles" (
                "user_id" integer NOT NULL,
                "gst_hst_number" character varying(15),
                "filing_frequency" "public"."tax_filing_frequency" NOT NULL,
                "method" "public"."tax_method" NOT NULL,
                "business_structure" "public"."business_structure" NOT NULL,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_802dcff2ccc8430ef1f0be823db" PRIMARY KEY ("user_id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "tax_category_treatments"
            ADD CONSTRAINT "FK_dd3d7f35947ab243243164038de" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "tax_profiles"
            ADD CONSTRAINT "FK_802dcff2ccc8430ef1f0be823db" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "tax_profiles" DROP CONSTRAINT "FK_802dcff2ccc8430ef1f0be823db"
        `);
    await queryRunner.query(`
            ALTER TABLE "tax_category_treatments" DROP CONSTRAINT "FK_dd3d7f35947ab243243164038de"
        `);
    await queryRunner.query(`
            DROP TABLE "tax_profiles"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."business_structure"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."tax_method"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."tax_filing_frequency"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_fc6441b34946f8a82179a79fcf"
        `);
    await queryRunner.query(`
            DROP TABLE "tax_category_treatments"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."tax_treatment"
        `);
  }
}
