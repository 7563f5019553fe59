import { MigrationInterface, QueryRunner } from 'typeorm';

export class YearEndLineMappings1795772000000 implements MigrationInterface {
  name = 'YearEndLineMappings1795772000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "year_end_line_mappings" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "category_key" character varying(100) NOT NULL,
                "t2125_line" character varying(10) NOT NULL,
                "gifi_code" character varying(10) NOT NULL,
                "updated_by" integer,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_375b95425123a2d58bd4f887e44" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_0d3eb88ab51cd8e01fdfd3ea77" ON "year_end_line_mappings" ("user_id", "category_key")
        `);
    await queryRunner.query(`
            ALTER TABLE "year_end_line_mappings"
            ADD CONSTRAINT "FK_28d5e6c5d98f23c8c746654ba37" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "year_end_line_mappings" DROP CONSTRAINT "FK_28d5e6c5d98f23c8c746654ba37"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_0d3eb88ab51cd8e01fdfd3ea77"
        `);
    await queryRunner.query(`
            DROP TABLE "year_end_line_mappings"
        `);
  }
}
