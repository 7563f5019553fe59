import { MigrationInterface, QueryRunner } from 'typeorm';

export class SubmissionFilesAndResults1795454693034 implements MigrationInterface {
  name = 'SubmissionFilesAndResults1795454693034';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "submission_files" (
                "id" SERIAL NOT NULL,
                "submission_id" integer NOT NULL,
                "edit_request_id" integer,
                "storage_key" character varying(255) NOT NULL,
                "role" character varying(32) NOT NULL,
                "original_name" character varying(255) NOT NULL,
                "mime_type" character varying(100) NOT NULL,
                "size" bigint NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_5a50c4ff6bd91c77fe659c86b6f" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_2922aa3bbea583473e9b510618" ON "submission_files" ("submission_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0e87d85b0b7579275c90da089b" ON "submission_files" ("edit_request_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_b4fd4c780804ee46c802b4d87c" ON "submission_files" ("storage_key")
        `);
    await queryRunner.query(`
            CREATE TABLE "submission_results" (
                "id" SERIAL NOT NULL,
                "submission_id" integer NOT NULL,
                "pdf_key" character varying(255) NOT NULL,
                "csv_key" character varying(255) NOT NULL,
                "delivered_by" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_dec944ea5d69b6178732a6db2ee" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e415fb3b347ab223b3ccb7359a" ON "submission_results" ("delivered_by")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_459427b4296714bbf728b2322a" ON "submission_results" ("submission_id", "created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "submission_files"
            ADD CONSTRAINT "FK_2922aa3bbea583473e9b510618c" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "submission_files"
            ADD CONSTRAINT "FK_0e87d85b0b7579275c90da089b9" FOREIGN KEY ("edit_request_id") REFERENCES "edit_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "submission_results"
            ADD CONSTRAINT "FK_a521cedb296e2c4fd41a97f354b" FOREIGN KEY ("submission_id") REFERENCES "submissions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "submission_results"
            ADD CONSTRAINT "FK_e415fb3b347ab223b3ccb7359a9" FOREIGN KEY ("delivered_by") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "submission_results" DROP CONSTRAINT "FK_e415fb3b347ab223b3ccb7359a9"
        `);
    await queryRunner.query(`
            ALTER TABLE "submission_results" DROP CONSTRAINT "FK_a521cedb296e2c4fd41a97f354b"
        `);
    await queryRunner.query(`
            ALTER TABLE "submission_files" DROP CONSTRAINT "FK_0e87d85b0b7579275c90da089b9"
        `);
    await queryRunner.query(`
            ALTER TABLE "submission_files" DROP CONSTRAINT "FK_2922aa3bbea583473e9b510618c"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_459427b4296714bbf728b2322a"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_e415fb3b347ab223b3ccb7359a"
        `);
    await queryRunner.query(`
            DROP TABLE "submission_results"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_b4fd4c780804ee46c802b4d87c"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_0e87d85b0b7579275c90da089b"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_2922aa3bbea583473e9b510618"
        `);
    await queryRunner.query(`
            DROP TABLE "submission_files"
        `);
  }
}
