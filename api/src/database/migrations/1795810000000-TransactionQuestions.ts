import { MigrationInterface, QueryRunner } from 'typeorm';

/** Questions staff ask the client about a transaction of a monthly report (issue 18, part 2). */
export class TransactionQuestions1795810000000 implements MigrationInterface {
  name = 'TransactionQuestions1795810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TYPE "public"."question_status" AS ENUM('open', 'answered')
        `);
    await queryRunner.query(`
            CREATE TABLE "transaction_questions" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "monthly_report_id" integer NOT NULL,
                "ledger_entry_id" bigint NOT NULL,
                "status" "public"."question_status" NOT NULL DEFAULT 'open',
                "question" text NOT NULL,
                "asked_by" integer,
                "answer_category" character varying(100),
                "answer_note" text,
                "answered_at" TIMESTAMP WITH TIME ZONE,
                "mailed_at" TIMESTAMP WITH TIME ZONE,
                "reminded_at" TIMESTAMP WITH TIME ZONE,
                "asked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_transaction_questions" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_transaction_questions_user_status" ON "transaction_questions" ("user_id", "status")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_transaction_questions_report_status" ON "transaction_questions" ("monthly_report_id", "status")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_transaction_questions_one_open" ON "transaction_questions" ("ledger_entry_id") WHERE "status" = 'open'
        `);
    await queryRunner.query(`
            ALTER TABLE "transaction_questions"
            ADD CONSTRAINT "FK_transaction_questions_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "transaction_questions"
            ADD CONSTRAINT "FK_transaction_questions_report" FOREIGN KEY ("monthly_report_id") REFERENCES "monthly_reports"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "transaction_questions"
            ADD CONSTRAINT "FK_transaction_questions_entry" FOREIGN KEY ("ledger_entry_id") REFERENCES "ledger_entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "transaction_questions"`);
    await queryRunner.query(`DROP TYPE "public"."question_status"`);
  }
}
