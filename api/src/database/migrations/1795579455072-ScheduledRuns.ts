import { MigrationInterface, QueryRunner } from 'typeorm';

export class ScheduledRuns1795579455072 implements MigrationInterface {
  name = 'ScheduledRuns1795579455072';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "scheduled_runs" (
                "task" character varying(64) NOT NULL,
                "period" character varying(32) NOT NULL,
                "completed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_f946f833b053d78c59593432ca7" PRIMARY KEY ("task", "period")
            )
        `);
    // Months that already have reports were fanned out before runs were recorded: a worker
    // starting after this upgrade must not fan them out again (rebuilding reviewed reports).
    await queryRunner.query(`
            INSERT INTO "scheduled_runs" ("task", "period")
            SELECT DISTINCT 'monthly-reports', 'reports:' || "year" || '-' || lpad("month"::text, 2, '0')
            FROM "monthly_reports"
            ON CONFLICT DO NOTHING
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "scheduled_runs"
        `);
  }
}
