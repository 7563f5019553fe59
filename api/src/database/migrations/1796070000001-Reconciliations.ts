import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bank reconciliation and the month close (issue 28, points 2 to 4). See
 * docs/decisions/reconciliation.md.
 *
 * book_reconciliations: one row per account of money and month (the month's first day) once
 * someone reconciled it: who and when (null after an undo), and the adjustment posted, if any
 * (amount signed as the ledger signs amounts, memo). journal_entries.reconciliation_id: the
 * adjustment's entry (kind 'reconciliation'), which goes with the row.
 * book_reconciliation_events: the history (entered, reconciled, undone), never rewritten.
 * monthly_reports / report_versions: the reconciliation figures frozen at approval and the
 * reason staff gave for approving with accounts unreconciled.
 */
export class Reconciliations1796070000001 implements MigrationInterface {
  name = 'Reconciliations1796070000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "book_reconciliations" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "account_id" integer NOT NULL,
                "month" date NOT NULL,
                "reconciled_by" integer,
                "reconciled_at" TIMESTAMP WITH TIME ZONE,
                "adjustment_amount" numeric(14,2),
                "adjustment_memo" character varying(500),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_book_reconciliations_month" CHECK (extract(day from "month") = 1),
                CONSTRAINT "CHK_book_reconciliations_adjustment" CHECK (("adjustment_amount" IS NULL) = ("adjustment_memo" IS NULL)),
                CONSTRAINT "PK_book_reconciliations" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_book_reconciliations_account_month" ON "book_reconciliations" ("account_id", "month")`);
    await queryRunner.query(`CREATE INDEX "IDX_book_reconciliations_user_month" ON "book_reconciliations" ("user_id", "month")`);
    await queryRunner.query(
      `ALTER TABLE "book_reconciliations" ADD CONSTRAINT "FK_book_reconciliations_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "book_reconciliations" ADD CONSTRAINT "FK_book_reconciliations_account" FOREIGN KEY ("account_id") REFERENCES "book_accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "book_reconciliations" ADD CONSTRAINT "FK_book_reconciliations_reconciled_by" FOREIGN KEY ("reconciled_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`CREATE TYPE "public"."reconciliation_event_kind" AS ENUM('entered', 'reconciled', 'undone')`);
    await queryRunner.query(`
            CREATE TABLE "book_reconciliation_events" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "account_id" integer NOT NULL,
                "month" date NOT NULL,
                "kind" "public"."reconciliation_event_kind" NOT NULL,
                "statement_closing" numeric(14,2),
                "books_closing" numeric(14,2),
                "difference" numeric(14,2),
                "adjustment_amount" numeric(14,2),
                "memo" character varying(500),
                "actor_id" integer,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_book_reconciliation_events" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_book_reconciliation_events_account_month" ON "book_reconciliation_events" ("account_id", "month")`);
    await queryRunner.query(`CREATE INDEX "IDX_book_reconciliation_events_user" ON "book_reconciliation_events" ("user_id")`);
    await queryRunner.query(
      `ALTER TABLE "book_reconciliation_events" ADD CONSTRAINT "FK_book_reconciliation_events_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "book_reconciliation_events" ADD CONSTRAINT "FK_book_reconciliation_events_account" FOREIGN KEY ("account_id") REFERENCES "book_accounts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "book_reconciliation_events" ADD CONSTRAINT "FK_book_reconciliation_events_actor" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`ALTER TABLE "journal_entries" ADD "reconciliation_id" integer`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_journal_entries_reconciliation" ON "journal_entries" ("reconciliation_id")`);
    await queryRunner.query(
      `ALTER TABLE "journal_entries" ADD CONSTRAINT "CHK_journal_entries_reconciliation" CHECK ("reconciliation_id" IS NULL OR "kind" = 'reconciliation')`,
    );
    await queryRunner.query(
      `ALTER TABLE "journal_entries" ADD CONSTRAINT "FK_journal_entries_reconciliation" FOREIGN KEY ("reconciliation_id") REFERENCES "book_reconciliations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    for (const table of ['monthly_reports', 'report_versions']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "reconciliations" jsonb`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD "unreconciled_reason" text`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['report_versions', 'monthly_reports']) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "unreconciled_reason"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "reconciliations"`);
    }
    await queryRunner.query(`ALTER TABLE "journal_entries" DROP CONSTRAINT "FK_journal_entries_reconciliation"`);
    await queryRunner.query(`DELETE FROM "journal_entries" WHERE "reconciliation_id" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "journal_entries" DROP CONSTRAINT "CHK_journal_entries_reconciliation"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_journal_entries_reconciliation"`);
    await queryRunner.query(`ALTER TABLE "journal_entries" DROP COLUMN "reconciliation_id"`);
    await queryRunner.query(`DROP TABLE "book_reconciliation_events"`);
    await queryRunner.query(`DROP TYPE "public"."reconciliation_event_kind"`);
    await queryRunner.query(`DROP TABLE "book_reconciliations"`);
  }
}
