import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The journal's balance check, cheaper (issue 26, "Speed"; docs/decisions/report-speed.md).
 *
 * The deferred constraint triggers journal_entries_balanced / journal_lines_balanced fire once
 * per line written or removed: a report build that writes 300 categories into the books
 * re-posts 300 entries (600 lines removed, 600 written), so 1,200 checks at its commit. Each
 * check called journal_entry_check through PERFORM (one more statement and function call)
 * and ran two queries, the entry's existence then its lines' sums.
 *
 * The rule is unchanged: at commit, an entry that exists has two lines or more and its debits
 * equal its credits, whoever writes; the error is the same (check_violation, constraint
 * journal_entry_balanced, the same message). What changed is how it is checked: in the trigger
 * itself, the lines' sums first (one index probe), and the entry's existence only when they do
 * not balance (an entry deleted in the transaction has no lines left, and then commits).
 * The triggers themselves and journal_entry_check (kept, same rule) are untouched.
 */
export class CheaperJournalBalanceCheck1796000000000 implements MigrationInterface {
  name = 'CheaperJournalBalanceCheck1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE OR REPLACE FUNCTION "journal_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
                v_entry bigint; v_other bigint; v_lines integer; v_debit numeric; v_credit numeric;
            BEGIN
                IF TG_TABLE_NAME = 'journal_entries' THEN
                    v_entry := NEW."id";
                ELSIF TG_OP = 'DELETE' THEN
                    v_entry := OLD."entry_id";
                ELSE
                    v_entry := NEW."entry_id";
                    -- a line moved to another entry: the entry it left is checked too
                    IF TG_OP = 'UPDATE' AND OLD."entry_id" <> NEW."entry_id" THEN v_other := OLD."entry_id"; END IF;
                END IF;
                LOOP
                    SELECT count(*), coalesce(sum("debit"), 0), coalesce(sum("credit"), 0) INTO v_lines, v_debit, v_credit
                    FROM "journal_lines" WHERE "entry_id" = v_entry;
                    IF (v_lines < 2 OR v_debit <> v_credit) AND EXISTS (SELECT 1 FROM "journal_entries" WHERE "id" = v_entry) THEN
                        RAISE EXCEPTION 'journal entry % does not balance: % line(s), debits %, credits %', v_entry, v_lines, v_debit, v_credit
                            USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_balanced';
                    END IF;
                    EXIT WHEN v_other IS NULL;
                    v_entry := v_other;
                    v_other := NULL;
                END LOOP;
                RETURN NULL;
            END $$
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE OR REPLACE FUNCTION "journal_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_TABLE_NAME = 'journal_entries' THEN
                    PERFORM "journal_entry_check"(NEW."id");
                ELSE
                    IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM "journal_entry_check"(NEW."entry_id"); END IF;
                    IF TG_OP IN ('UPDATE', 'DELETE') AND (TG_OP = 'DELETE' OR OLD."entry_id" <> NEW."entry_id") THEN PERFORM "journal_entry_check"(OLD."entry_id"); END IF;
                END IF;
                RETURN NULL;
            END $$
        `);
  }
}
