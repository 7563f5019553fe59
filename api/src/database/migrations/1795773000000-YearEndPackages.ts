import { MigrationInterface, QueryRunner } from 'typeorm';

export class YearEndPackages1795773000000 implements MigrationInterface {
  name = 'YearEndPackages1795773000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TYPE "public"."year_end_package_status" AS ENUM('generating', 'pending', 'approved', 'rejected', 'failed')
        `);
    await queryRunner.query(`
            CREATE TABLE "year_end_packages" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "fiscal_year_start" date NOT NULL,
                "fiscal_year_end" date NOT NULL,
                "form" character varying(10) NOT NULL,
                "status" "public"."year_end_package_status" NOT NULL DEFAULT 'generating',
                "pdf_key" character varying(255),
                "csv_key" character varying(255),
                "failure_reason" text,
                "admin_notes" text,
                "reviewed_by" integer,
                "reviewed_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_6b58f1403083f944105c6c282d2" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_4cd1fb699011ebee5699ade281" ON "year_end_packages" ("user_id", "fiscal_year_end")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7483010210fddc180dffbe1442" ON "year_end_packages" ("status")
        `);
    await queryRunner.query(`
            ALTER TABLE "year_end_packages"
            ADD CONSTRAINT "FK_b1d928d8dd1077250863960a532" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "year_end_packages" DROP CONSTRAINT "FK_b1d928d8dd1077250863960a532"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_7483010210fddc180dffbe1442"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_4cd1fb699011ebee5699ade281"
        `);
    await queryRunner.query(`
            DROP TABLE "year_end_packages"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."year_end_package_status"
        `);
  }
}
