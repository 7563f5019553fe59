import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events with steps in several modules (issue 26, point 4: after approval, one job).
 *
 * domain_events: one row per occurrence (a report's version approved), written in the same
 * transaction as what happened, keyed by the occurrence's deterministic job id; finished_at
 * is set once all its steps have run. The publishing module's @Reconciles method lists the
 * unfinished ones, so a job lost between the commit and the enqueue is delivered again.
 *
 * domain_event_steps: one row per step that ran, inserted in the step's own transaction
 * (with its writes), so a redelivered job skips it.
 *
 * Reports approved before this migration have no row: their follow-up ran synchronously
 * with the approval, and nothing here runs it again.
 */
export class DomainEvents1795860000000 implements MigrationInterface {
  name = 'DomainEvents1795860000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "domain_events" (
                "job_id" character varying(200) NOT NULL,
                "event" character varying(100) NOT NULL,
                "payload" jsonb NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "finished_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_domain_events" PRIMARY KEY ("job_id")
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_domain_events_unfinished" ON "domain_events" ("event", "finished_at")`);
    await queryRunner.query(`
            CREATE TABLE "domain_event_steps" (
                "job_id" character varying(200) NOT NULL,
                "step" character varying(100) NOT NULL,
                "done_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_domain_event_steps" PRIMARY KEY ("job_id", "step")
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "domain_event_steps"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_domain_events_unfinished"`);
    await queryRunner.query(`DROP TABLE "domain_events"`);
  }
}
