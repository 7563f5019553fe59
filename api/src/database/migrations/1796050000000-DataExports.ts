import { MigrationInterface, QueryRunner } from 'typeorm';

/** "All my data, in one download" (issue 29, point 5): one row per export, which says where its job stands. */
export class DataExports1796050000000 implements MigrationInterface {
  name = 'DataExports1796050000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."data_export_status" AS ENUM('queued', 'running', 'done', 'failed')`);
    await queryRunner.query(`
            CREATE TABLE "data_exports" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "requested_by" integer,
                "status" "public"."data_export_status" NOT NULL DEFAULT 'queued',
                "progress" smallint NOT NULL DEFAULT 0,
                "attempts" integer NOT NULL DEFAULT 0,
                "storage_key" character varying(255),
                "size" bigint,
                "file_count" integer,
                "missing_count" integer,
                "failure" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "started_at" TIMESTAMP WITH TIME ZONE,
                "finished_at" TIMESTAMP WITH TIME ZONE,
                "expires_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_data_exports" PRIMARY KEY ("id"),
                CONSTRAINT "CHK_data_exports_progress" CHECK ("progress" BETWEEN 0 AND 100)
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_data_exports_user_created" ON "data_exports" ("user_id", "created_at")`);
    // One export in progress per client: a second start finds this index and answers 429.
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_data_exports_one_in_progress" ON "data_exports" ("user_id") WHERE "status" IN ('queued', 'running')`);
    await queryRunner.query(`CREATE INDEX "IDX_data_exports_expiring" ON "data_exports" ("expires_at") WHERE "storage_key" IS NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "data_exports" ADD CONSTRAINT "FK_data_exports_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "data_exports" ADD CONSTRAINT "FK_data_exports_requested_by" FOREIGN KEY ("requested_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "data_exports"`);
    await queryRunner.query(`DROP TYPE "public"."data_export_status"`);
  }
}
