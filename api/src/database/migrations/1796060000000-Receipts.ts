import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The receipt inbox (issue 30): receipts with what the worker read from them (fields with
 * confidences, the text) and their link to a transaction of the books. One content hash per
 * client (a file sent twice is refused). A ledger entry that goes unlinks its receipt. A
 * receipt deleted (by hand, or with its client) lists its files for removal by trigger, as
 * answers' receipts do (StoredFileDeletions).
 */

export class Receipts1796060000000 implements MigrationInterface {
  name = 'Receipts1796060000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TYPE "public"."receipt_status" AS ENUM('reading', 'read', 'unreadable')
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."receipt_match_state" AS ENUM('matched', 'ambiguous', 'waiting')
        `);
    await queryRunner.query(`
            CREATE TYPE "public"."receipt_match_by" AS ENUM('auto', 'client', 'staff')
        `);
    await queryRunner.query(`
            CREATE TABLE "receipts" (
                "id" SERIAL NOT NULL,
                "user_id" integer NOT NULL,
                "uploaded_by" integer,
                "file_key" character varying(255) NOT NULL,
                "file_name" character varying(255) NOT NULL,
                "mime_type" character varying(100) NOT NULL,
                "size" bigint NOT NULL,
                "converted_key" character varying(255),
                "content_hash" character(64) NOT NULL,
                "status" "public"."receipt_status" NOT NULL DEFAULT 'reading',
                "unreadable_reason" text,
                "fields" jsonb NOT NULL,
                "text" text,
                "read_method" character varying(16),
                "read_at" TIMESTAMP WITH TIME ZONE,
                "match_state" "public"."receipt_match_state",
                "ledger_entry_id" bigint,
                "matched_by" "public"."receipt_match_by",
                "candidate_ids" bigint array NOT NULL DEFAULT '{}',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_receipts" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_receipts_ledger_entry" ON "receipts" ("ledger_entry_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_receipts_waiting" ON "receipts" ("user_id")
            WHERE "match_state" = 'waiting'
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_receipts_reading" ON "receipts" ("status")
            WHERE "status" = 'reading'
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_receipts_user_content" ON "receipts" ("user_id", "content_hash")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_receipts_user_id" ON "receipts" ("user_id", "id")
        `);
    await queryRunner.query(`
            ALTER TABLE "receipts"
            ADD CONSTRAINT "FK_receipts_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "receipts"
            ADD CONSTRAINT "FK_receipts_ledger_entry" FOREIGN KEY ("ledger_entry_id") REFERENCES "ledger_entries"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            CREATE FUNCTION "receipts_files_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO "stored_file_deletions" ("key")
                SELECT k FROM unnest(ARRAY[OLD."file_key", OLD."converted_key"]) AS k WHERE k IS NOT NULL
                ON CONFLICT DO NOTHING;
                RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "receipts_files_deleted" AFTER DELETE ON "receipts"
            FOR EACH ROW EXECUTE FUNCTION "receipts_files_deleted"()
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TRIGGER "receipts_files_deleted" ON "receipts"
        `);
    await queryRunner.query(`
            DROP FUNCTION "receipts_files_deleted"()
        `);
    await queryRunner.query(`
            ALTER TABLE "receipts" DROP CONSTRAINT "FK_receipts_ledger_entry"
        `);
    await queryRunner.query(`
            ALTER TABLE "receipts" DROP CONSTRAINT "FK_receipts_user"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_receipts_user_id"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_receipts_user_content"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_receipts_reading"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_receipts_waiting"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_receipts_ledger_entry"
        `);
    await queryRunner.query(`
            DROP TABLE "receipts"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."receipt_match_by"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."receipt_match_state"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."receipt_status"
        `);
  }
}
