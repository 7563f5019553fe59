import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DUPLICATE_RULE } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { modifiedRows } from '../../database/modified-rows';
import { COUNTS, VISIBLE } from './ledger-filters';
import type { ChangedMonth } from './ledger.service';

/** Rows of the outbox one drain handles: exactly these are deleted once it is done. */
export interface ChangesBatch {
  ids: string[];
  months: ChangedMonth[];
}

/** A row whose merchant words are not computed yet. */
export interface UnkeyedEntry {
  id: string;
  name: string;
  merchantName: string | null;
}

/** Rows per statement when merchant words are written back (one round trip each). */
const WORDS_CHUNK = 5000;
/** Outbox rows one drain pass reads; a longer outbox is drained by the next pass. */
const CHANGES_BATCH = 10_000;

/**
 * The duplicate search for the rows of one client whose date falls in [$3 - maxDays,
 * $4 + maxDays], each not flagged yet and in a visible account: for every account that
 * may hold its copy (another source, or the same kind from another upload or submission;
 * never one bank account against another) and every day within DUPLICATE_RULE.maxDaysApart,
 * the EARLIEST earlier row of that account, amount and day that counts and whose merchant
 * is alike (merchant_words_alike, in SQL), found by one probe of the duplicate index
 * (LIMIT 1). The best of those bounded probes, by days apart then id, is the row's match.
 * The cost grows with the rows examined times their accounts, not with the rows of the same
 * amount: two uploads of N identical rows make N probes of one row each, not N² pairs.
 * `$5` limits the examined rows to one id (a row re-examined after flags written in the pass).
 */
const MATCHES = `
  WITH accounts AS MATERIALIZED (
    SELECT DISTINCT e.source, e.account_ref FROM ledger_entries e
     WHERE e.user_id = $1 AND ${VISIBLE('e', '$2')}
       AND e.date BETWEEN $3::date - 2 * ${DUPLICATE_RULE.maxDaysApart} AND $4::date + 2 * ${DUPLICATE_RULE.maxDaysApart}
  )
  SELECT a.id::text AS id, m.id::text AS "of"
  FROM ledger_entries a
  CROSS JOIN LATERAL (
    SELECT p.id FROM accounts acc
    CROSS JOIN generate_series(-${DUPLICATE_RULE.maxDaysApart}, ${DUPLICATE_RULE.maxDaysApart}) AS o(days)
    CROSS JOIN LATERAL (
      SELECT b.id FROM ledger_entries b
       WHERE b.user_id = a.user_id AND b.amount = a.amount AND b.source = acc.source AND b.account_ref = acc.account_ref
         AND b.date = a.date + o.days AND b.id < a.id
         AND ${COUNTS('b')}
         AND (merchant_words_alike(a.merchant_words, b.merchant_words) OR merchant_words_alike(a.merchant_words, b.name_words)
              OR merchant_words_alike(a.name_words, b.merchant_words) OR merchant_words_alike(a.name_words, b.name_words))
       ORDER BY b.id LIMIT 1
    ) p
    WHERE NOT (acc.source = a.source AND (a.source = 'bank' OR acc.account_ref = a.account_ref))
    ORDER BY abs(o.days), p.id LIMIT 1
  ) m
  WHERE a.user_id = $1 AND a.duplicate_of IS NULL AND ${VISIBLE('a', '$2')}
    AND a.date BETWEEN $3::date - ${DUPLICATE_RULE.maxDaysApart} AND $4::date + ${DUPLICATE_RULE.maxDaysApart}
    AND ($5::bigint IS NULL OR a.id = $5::bigint)
  ORDER BY a.id`;

/** The ledger's SQL for "the books changed": the outbox and the duplicate flags the drain writes. */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The oldest outbox rows of a client, with the distinct months they name. */
  async changesOf(userId: number): Promise<ChangesBatch> {
    const rows: { id: string; year: number; month: number }[] = await this.db.query(
      'SELECT id::text AS id, year, month FROM ledger_changes WHERE user_id = $1 ORDER BY id LIMIT $2',
      [userId, CHANGES_BATCH],
    );
    const months = new Map(rows.map((r) => [`${r.year}-${r.month}`, { year: r.year, month: r.month }]));
    return { ids: rows.map((r) => r.id), months: [...months.values()].sort((a, b) => a.year - b.year || a.month - b.month) };
  }

  /** Deletes the outbox rows a drain handled (rows added meanwhile stay for the next). */
  async forgetChanges(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.db.query('DELETE FROM ledger_changes WHERE id = ANY($1::int8[])', [ids]);
  }

  /** The clients with outbox rows (the reconciler's list). */
  async usersWithChanges(): Promise<number[]> {
    const rows: { user_id: number }[] = await this.db.query('SELECT DISTINCT user_id FROM ledger_changes ORDER BY user_id');
    return rows.map((r) => r.user_id);
  }

  /** Whether the client has a CSV or manual row: two bank rows are never duplicates of each other. */
  async hasNonBankEntries(userId: number): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM ledger_entries WHERE user_id = $1 AND source <> 'bank' LIMIT 1`, [userId])).length > 0;
  }

  async unkeyedEntries(userId: number): Promise<UnkeyedEntry[]> {
    return this.db.query(`SELECT id::text AS id, name, merchant_name AS "merchantName" FROM ledger_entries WHERE user_id = $1 AND merchant_words IS NULL ORDER BY id`, [userId]);
  }

  async setMerchantWords(rows: readonly { id: string; merchantWords: string[]; nameWords: string[] }[]): Promise<void> {
    for (let start = 0; start < rows.length; start += WORDS_CHUNK) {
      const chunk = rows.slice(start, start + WORDS_CHUNK);
      // Arrays of arrays do not pass through unnest as rows: each side goes as JSON.
      await this.db.query(
        `UPDATE ledger_entries l SET merchant_words = ARRAY(SELECT jsonb_array_elements_text(r.mw)), name_words = ARRAY(SELECT jsonb_array_elements_text(r.nw))
         FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, mw jsonb, nw jsonb) WHERE l.id = r.id`,
        [JSON.stringify(chunk.map((r) => ({ id: r.id, mw: r.merchantWords, nw: r.nameWords })))],
      );
    }
  }

  /** Each unflagged row of the period with the row it may duplicate (see MATCHES); `onlyId` re-examines one row. */
  async duplicateMatches(userId: number, hidden: readonly number[], from: string, to: string, onlyId: string | null = null): Promise<{ id: string; of: string }[]> {
    return this.db.query(MATCHES, [userId, hidden, from, to, onlyId]);
  }

  /** Marks rows as possible duplicates; a row flagged meanwhile keeps its flag. Returns how many were marked. */
  async markDuplicates(pairs: readonly (readonly [string, string])[]): Promise<number> {
    if (!pairs.length) return 0;
    const marked = await modifiedRows<{ id: string }>(
      this.db,
      `UPDATE ledger_entries l SET duplicate_of = p.of, duplicate_decision = NULL, decided_at = NULL
       FROM unnest($1::int8[], $2::int8[]) AS p(id, of) WHERE l.id = p.id AND l.duplicate_of IS NULL RETURNING l.id`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    return marked.length;
  }
}
