import { MigrationInterface, QueryRunner } from 'typeorm';

/** The per-row deferred checks as JournalSpeed1796080000000 left them (restored by down()). */
const ROW_CHECKS = [
  `CREATE CONSTRAINT TRIGGER "journal_entries_balanced" AFTER INSERT ON "journal_entries"
   DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_balanced"()`,
  `CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT OR DELETE ON "journal_lines"
   DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entry_balanced"()`,
  `CREATE CONSTRAINT TRIGGER "journal_lines_balanced_updated" AFTER UPDATE ON "journal_lines"
   DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
   WHEN ((OLD."entry_id", OLD."debit", OLD."credit") IS DISTINCT FROM (NEW."entry_id", NEW."debit", NEW."credit"))
   EXECUTE FUNCTION "journal_entry_balanced"()`,
];

/**
 * The journal's balance check once per transaction (issue 27 "Speed"; docs/decisions/journal-speed.md, 2026-11-29).
 *
 * The rule is unchanged: at COMMIT, every journal entry that exists has two lines or more and its debits equal its
 * credits, whoever writes (the same error: check_violation, constraint journal_entry_balanced, "journal entry N does not
 * balance: …"). Before, deferred row triggers queued one check per entry and per line written (300,000 for a
 * 100,000-row CSV account added to the books), each a query at COMMIT.
 *
 * Now statement-level triggers (an entry inserted; lines inserted or deleted; lines whose entry or amounts an UPDATE
 * changed, found by EXCEPT of the transition tables) put the entries they touch into the session's temporary table
 * `journal_unchecked` (ON COMMIT DELETE ROWS: a transaction's rows go with it, and a rolled-back savepoint takes its own
 * away). The first of them in a transaction also inserts a marker row (entry NULL); a deferred constraint trigger on that
 * table fires for the marker only, so once at COMMIT, and checks every entry collected in one statement (an index probe
 * of the entry's lines each), the lowest failing entry named. A transaction-local setting
 * (`ledgerleaf.journal_unchecked`) says the marker is in. The table and its trigger are created on a session's first
 * journal write; a table of that name found without the trigger gets it.
 */
export class OneJournalBalanceCheck1796221000000 implements MigrationInterface {
  name = 'OneJournalBalanceCheck1796221000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "journal_unchecked_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
          v_entry bigint; v_lines bigint; v_debit numeric; v_credit numeric;
      BEGIN
          -- checked: a journal write after this point (another deferred trigger's) arms a new check
          PERFORM set_config('ledgerleaf.journal_unchecked', '', true);
          SELECT u."entry_id", s."n", s."d", s."c" INTO v_entry, v_lines, v_debit, v_credit
            FROM (SELECT DISTINCT k."entry_id" FROM pg_temp."journal_unchecked" k WHERE k."entry_id" IS NOT NULL) u
            CROSS JOIN LATERAL (SELECT count(*) AS "n", coalesce(sum(l."debit"), 0) AS "d", coalesce(sum(l."credit"), 0) AS "c"
                                  FROM "journal_lines" l WHERE l."entry_id" = u."entry_id") s
           WHERE (s."n" < 2 OR s."d" <> s."c") AND EXISTS (SELECT 1 FROM "journal_entries" e WHERE e."id" = u."entry_id")
           ORDER BY u."entry_id" LIMIT 1;
          IF v_entry IS NOT NULL THEN
              RAISE EXCEPTION 'journal entry % does not balance: % line(s), debits %, credits %', v_entry, v_lines, v_debit, v_credit
                  USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balanced';
          END IF;
          RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "journal_entries_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
          v_count bigint;
      BEGIN
          -- a statement that wrote nothing (a posting with nothing to change) has nothing to check
          IF TG_OP = 'DELETE' THEN
              IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
          ELSIF NOT EXISTS (SELECT 1 FROM new_rows) THEN
              RETURN NULL;
          END IF;
          IF to_regclass('pg_temp.journal_unchecked') IS NULL THEN
              CREATE TEMP TABLE "journal_unchecked" ("entry_id" bigint) ON COMMIT DELETE ROWS;
          END IF;
          IF TG_TABLE_NAME = 'journal_entries' THEN
              INSERT INTO pg_temp."journal_unchecked" ("entry_id") SELECT n."id" FROM new_rows n;
          ELSIF TG_OP = 'INSERT' THEN
              INSERT INTO pg_temp."journal_unchecked" ("entry_id") SELECT DISTINCT n."entry_id" FROM new_rows n;
          ELSIF TG_OP = 'DELETE' THEN
              INSERT INTO pg_temp."journal_unchecked" ("entry_id") SELECT DISTINCT o."entry_id" FROM old_rows o;
          ELSE
              -- lines whose entry or amounts changed, old and new versions (an account changed alone moves no sum)
              INSERT INTO pg_temp."journal_unchecked" ("entry_id")
              SELECT DISTINCT c."entry_id" FROM (
                  (SELECT n."id", n."entry_id", n."debit", n."credit" FROM new_rows n EXCEPT SELECT o."id", o."entry_id", o."debit", o."credit" FROM old_rows o)
                  UNION ALL
                  (SELECT o."id", o."entry_id", o."debit", o."credit" FROM old_rows o EXCEPT SELECT n."id", n."entry_id", n."debit", n."credit" FROM new_rows n)) c;
          END IF;
          GET DIAGNOSTICS v_count = ROW_COUNT;
          IF v_count > 0 AND current_setting('ledgerleaf.journal_unchecked', true) IS DISTINCT FROM 'armed' THEN
              IF NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t."tgrelid" = 'pg_temp.journal_unchecked'::regclass AND t."tgname" = 'journal_unchecked_balanced') THEN
                  CREATE CONSTRAINT TRIGGER "journal_unchecked_balanced" AFTER INSERT ON pg_temp."journal_unchecked"
                  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."entry_id" IS NULL) EXECUTE FUNCTION public."journal_unchecked_balanced"();
              END IF;
              INSERT INTO pg_temp."journal_unchecked" ("entry_id") VALUES (NULL);
              PERFORM set_config('ledgerleaf.journal_unchecked', 'armed', true);
          END IF;
          RETURN NULL;
      END $$`);
    await queryRunner.query(`DROP TRIGGER "journal_entries_balanced" ON "journal_entries"`);
    await queryRunner.query(`DROP TRIGGER "journal_lines_balanced" ON "journal_lines"`);
    await queryRunner.query(`DROP TRIGGER "journal_lines_balanced_updated" ON "journal_lines"`);
    await queryRunner.query(`
      CREATE TRIGGER "journal_entries_touched" AFTER INSERT ON "journal_entries"
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "journal_entries_touched"()`);
    for (const [event, tables] of [
      ['INSERT', 'NEW TABLE AS new_rows'],
      ['UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['DELETE', 'OLD TABLE AS old_rows'],
    ]) {
      await queryRunner.query(`
        CREATE TRIGGER "journal_lines_touched_${event.toLowerCase()}" AFTER ${event} ON "journal_lines"
        REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION "journal_entries_touched"()`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER "journal_lines_touched_${event}" ON "journal_lines"`);
    await queryRunner.query(`DROP TRIGGER "journal_entries_touched" ON "journal_entries"`);
    for (const statement of ROW_CHECKS) await queryRunner.query(statement);
    await queryRunner.query(`DROP TABLE IF EXISTS pg_temp."journal_unchecked"`);
    await queryRunner.query(`DROP FUNCTION "journal_entries_touched"()`);
    // Other sessions' temporary tables may keep a trigger calling the check: CASCADE drops those triggers (nothing fills the tables any more).
    await queryRunner.query(`DROP FUNCTION "journal_unchecked_balanced"() CASCADE`);
  }
}
