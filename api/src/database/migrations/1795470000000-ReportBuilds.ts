import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * report_builds: a client's month whose report job was requested and has not ended. The
 * database, not the queue, says the build is in progress; the reconciler enqueues again
 * a month whose job was lost. file_keys: the files a try stored before its row was
 * written, so the next try removes those a killed one left unused.
 */
export class ReportBuilds1795470000000 implements MigrationInterface {
  name = 'ReportBuilds1795470000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "report_builds" (
                "user_id" integer NOT NULL,
                "year" smallint NOT NULL,
                "month" smallint NOT NULL,
                "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "file_keys" jsonb NOT NULL DEFAULT '[]',
                CONSTRAINT "PK_3387756b66a54848995ab5d3663" PRIMARY KEY ("user_id", "year", "month")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "report_builds"
            ADD CONSTRAINT "FK_f8f8eee297cf32f140265c9d060" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "report_builds" DROP CONSTRAINT "FK_f8f8eee297cf32f140265c9d060"
        `);
    await queryRunner.query(`
            DROP TABLE "report_builds"
        `);
  }
}
