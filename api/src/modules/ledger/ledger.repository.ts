import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DUPLICATE_RULE, TRANSFER_RULE, type DuplicateDecision, type LedgerRow, type LedgerSource, type LedgerTransferOf } from '@ledgerleaf/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { logAccessIn } from '../../common/access-log/access-log-context';
import { modifiedRows } from '../../database/modified-rows';
import { unflushedWrite } from '../../database/unflushed-write';
import { COUNTS, IN_PERIOD_PL, IN_TRANSFER, ROW_COLUMNS, VISIBLE } from './ledger-filters';
import { monthsSpan } from '../../common/time/month-bounds';
import type { ChangedMonth, LedgerEntryRow } from './ledger-rows';
import type { LedgerQuery } from './dto/ledger-query';

/** Rows of the outbox one drain handles: exactly these are deleted once it is done. */
export interface ChangesBatch {
  ids: string[];
  months: ChangedMonth[];
  /** Months recorded because the client's tax picture changed: their rows are posted again (books_repost). */
  repostMonths: ChangedMonth[];
}

/** A row whose merchant words are not computed yet. */
export interface UnkeyedEntry {
  id: string;
  name: string;
  merchantName: string | null;
}

/** A row of a CSV upload or a submission as it is written into the books, its merchant words computed. */
export interface JoiningEntry {
  sourceRowId: number;
  date: string;
  name: string;
  amount: string;
  category: string | null;
  merchantWords: string[];
  nameWords: string[];
}

/** A row as a transfer decision reads it. */
export interface TransferRow {
  id: string;
  userId: number;
  source: LedgerSource;
  accountRef: number;
  amount: string;
  transferEntryId: string | null;
}

/** A page of GET /api/ledger and the counts over every row its filters select. */
export interface ListedPage {
  rows: LedgerRow[];
  total: number;
  undecided: number;
}

const SOURCE_COLUMN: Record<Exclude<LedgerSource, 'bank'>, string> = { csv: 'csv_transaction_id', manual: 'manual_transaction_id' };

/** A row as GET /api/ledger lists it: with its duplicate decision and the row it may duplicate. */
const LISTED_ROW = `${ROW_COLUMNS('l')}, l.duplicate_of::float8 AS "duplicateOf", l.duplicate_decision AS "duplicateDecision",
  CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('transactionId', d.id::float8, 'source', d.source, 'accountName', d.account_name,
       'date', to_char(d.date, 'YYYY-MM-DD'), 'name', d.name, 'amount', d.amount::text) END AS duplicate,
  CASE WHEN t.id IS NULL THEN NULL ELSE json_build_object('transactionId', t.id::float8, 'accountName', t.account_name,
       'date', to_char(t.date, 'YYYY-MM-DD'), 'name', t.name, 'amount', t.amount::text) END AS transfer,
  l.transfer_candidate AS "transferCandidate", l.transfer_decision AS "transferDecision", to_char(l.own_date, 'YYYY-MM-DD') AS "ownDate",
  l.reverses_entry_id::float8 AS "reverses", l.corrects_entry_id::float8 AS "corrects",
  CASE WHEN l.corrects_entry_id IS NULL THEN NULL
       ELSE (SELECT to_char(coalesce(c.own_date, c.date), 'YYYY-MM-DD') FROM ledger_entries c WHERE c.id = l.corrects_entry_id) END AS "replacedDate",
  CASE WHEN l.reverses_entry_id IS NULL THEN false
       ELSE EXISTS (SELECT 1 FROM ledger_entries c WHERE c.corrects_entry_id = l.reverses_entry_id) END AS "reversesCorrected"`;
const LISTED_FROM = `ledger_entries l LEFT JOIN ledger_entries d ON d.id = l.duplicate_of
  LEFT JOIN ledger_entries t ON t.id = l.transfer_entry_id AND ${IN_TRANSFER('l')}`;

/**
 * A row the transfer search may match: visible, counting (never a possible duplicate left undecided), not zero, and no person's decision on it;
 * in a closed month only when already paired (its pair is kept, and it never pairs anew: month-close.md).
 */
const TRANSFER_ELIGIBLE = (alias: string) =>
  `${VISIBLE(alias, '$2')} AND ${COUNTS(alias)} AND ${alias}.amount <> 0 AND ${alias}.transfer_decision IS NULL
   AND (${alias}.transfer_entry_id IS NOT NULL OR NOT month_closed(${alias}.user_id, ${alias}.date))`;
const T = TRANSFER_RULE.maxDaysApart;

/**
 * Up to 2 eligible rows of the opposite amount within 5 days of `row`, in another account of
 * the client: per account, one probe of IDX_ledger_entries_duplicate_probe on (user, amount,
 * source, account), the date filtered. The date is compared as `date + 0` on purpose: on the
 * plain column the planner, on statistics stale within a large write, took the (user, date)
 * index instead and read every row of a busy day per row (10,000 rows of one day: minutes).
 */
const TRANSFER_PROBES = (row: string, out: string) => `
  SELECT ${out}.id, ${out}.date FROM accounts acc
  CROSS JOIN LATERAL (
    SELECT p.id, p.date FROM ledger_entries p
     WHERE p.user_id = ${row}.user_id AND p.amount = -${row}.amount AND p.source = acc.source AND p.account_ref = acc.account_ref
       AND p.date + 0 BETWEEN ${row}.date - ${T} AND ${row}.date + ${T} AND ${TRANSFER_ELIGIBLE('p')}
     LIMIT 2
  ) ${out}
  WHERE NOT (acc.source = ${row}.source AND acc.account_ref = ${row}.account_ref)
  LIMIT 2`;

/**
 * The transfer search for the rows of one client whose date falls in [$3 - 5 days, $4 + 5
 * days], written in one statement. Each eligible row takes at most 2 candidates by bounded
 * probes (TRANSFER_PROBES: the opposite amount to the cent, the same day ± 5, each other account
 * with rows near the window, eligible), and its only candidate, if it has one, the candidates of that
 * one the same way: a row and its only candidate whose only candidate is the row are a pair
 * (each names the other); a row with candidates and no pair is a transfer candidate (a person
 * decides). Only equality probes and hashed set operations: the table's statistics are stale
 * within a large write, and a plan built on them must not scan a client's rows per row. Rows
 * with a person's decision are never written; rows of the window that lost their pair (and
 * the other row of a pair gone from it) are cleared. Returns how many rows were written.
 */
const TRANSFERS = `
  WITH accounts AS MATERIALIZED (
    SELECT DISTINCT e.source, e.account_ref FROM ledger_entries e
     WHERE e.user_id = $1 AND e.date BETWEEN $3::date - ${3 * T} AND $4::date + ${3 * T} AND ${VISIBLE('e', '$2')}
  ), state AS MATERIALIZED (
    SELECT a.id, a.date,
           CASE WHEN c.n = 1 AND c.back THEN c.first END AS partner, c.first_date AS partner_date,
           (c.n >= 1 AND NOT (c.n = 1 AND c.back)) AS candidate
    FROM ledger_entries a
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, min(x.id) AS first, min(x.date) AS first_date, coalesce(bool_and(x.back), false) AS back
      FROM (
        SELECT b.id, b.date,
               (SELECT array_agg(z.id) FROM (${TRANSFER_PROBES('o', 'z')}) z) = ARRAY[a.id] AS back
        FROM (${TRANSFER_PROBES('a', 'q')}) b
        JOIN ledger_entries o ON o.id = b.id
      ) x
    ) c
    WHERE a.user_id = $1 AND a.date BETWEEN $3::date - ${T} AND $4::date + ${T} AND ${TRANSFER_ELIGIBLE('a')}
  ), full_state AS MATERIALIZED (
    SELECT s.id, s.partner, s.candidate FROM state s
    UNION ALL
    SELECT s.partner, s.id, false FROM state s
     WHERE s.partner IS NOT NULL AND s.partner_date NOT BETWEEN $3::date - ${T} AND $4::date + ${T}
  ), written AS (
    UPDATE ledger_entries l SET transfer_entry_id = f.partner, transfer_candidate = f.candidate
      FROM full_state f
     WHERE l.id = f.id AND l.transfer_decision IS NULL
       AND (l.transfer_entry_id IS DISTINCT FROM f.partner OR l.transfer_candidate <> f.candidate)
       AND NOT month_closed(l.user_id, l.date)
    RETURNING l.id
  ), cleared AS (
    -- hashed set operations, never a per-row subplan over the state (quadratic on a large window)
    UPDATE ledger_entries l SET transfer_entry_id = NULL, transfer_candidate = false
      FROM (
        SELECT e.id FROM ledger_entries e
         WHERE e.user_id = $1 AND e.date BETWEEN $3::date - ${T} AND $4::date + ${T} AND e.transfer_decision IS NULL AND (e.transfer_entry_id IS NOT NULL OR e.transfer_candidate)
        UNION
        SELECT e.id FROM full_state f JOIN ledger_entries e ON e.transfer_entry_id = f.id WHERE e.transfer_decision IS NULL
        EXCEPT
        SELECT f.id FROM full_state f
      ) c
     WHERE l.id = c.id AND NOT month_closed(l.user_id, l.date)
    RETURNING l.id
  )
  SELECT ((SELECT count(*) FROM written) + (SELECT count(*) FROM cleared))::int AS written`;

/**
 * One client's transfer flags are written by one transaction at a time (the drain's
 * TRANSFERS, a person's decision): two at once would update the same rows in different
 * orders. Held until the transaction ends.
 */
const lockTransfers = (em: EntityManager, userId: number): Promise<unknown> =>
  em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ledger-transfers:${userId}`]);

/**
 * Runs TRANSFERS for the rows of the months (their whole span, ± 5 days): the one window of the
 * drain and of a person's decision alike. Returns how many rows it wrote.
 */
async function writeTransferFlags(em: EntityManager, userId: number, hidden: readonly number[], months: readonly ChangedMonth[]): Promise<number> {
  const { from, to } = monthsSpan(months);
  const [row]: { written: number }[] = await em.query(TRANSFERS, [userId, hidden, from, to]);
  return row?.written ?? 0;
}

/** Rows per INSERT when rows join the books. */
const JOIN_CHUNK = 5000;
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

/**
 * The ledger's SQL: the rows of the books (ledger_entries) as periods, pages and single
 * entries read them, the rows CSV uploads and submissions write into them, the outbox of
 * "the books changed" (ledger_changes) and the duplicate flags its drain writes.
 */
@Injectable()
export class LedgerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The rows of a period's P&L (IN_PERIOD_PL: transfers left out), oldest first, each with the account it comes from. */
  async periodEntries(userId: number, hidden: readonly number[], from: string, to: string): Promise<(LedgerEntryRow & { accountRef: number })[]> {
    return this.db.query(
      `SELECT ${ROW_COLUMNS('l')}, l.bank_category AS "bankCategory", l.account_ref AS "accountRef"
       FROM ledger_entries l
       WHERE ${IN_PERIOD_PL('l')}
       ORDER BY l.date, l.id`,
      [userId, hidden, from, to],
    );
  }

  /** Whether the period has a row that counts. */
  async hasEntriesBetween(userId: number, hidden: readonly number[], from: string, to: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM ledger_entries l WHERE ${IN_PERIOD_PL('l')} LIMIT 1`, [userId, hidden, from, to]);
    return rows.length > 0;
  }

  /** The date (YYYY-MM-DD) of the client's earliest row; null when there is none. */
  async firstEntryDate(userId: number): Promise<string | null> {
    const [row] = await this.db.query(`SELECT to_char(min(date), 'YYYY-MM-DD') AS first FROM ledger_entries WHERE user_id = $1`, [userId]);
    return (row?.first as string | null) ?? null;
  }

  /** A page of the client's visible rows, newest first, with the total and the undecided possible duplicates among them. */
  async listedPage(userId: number, hidden: readonly number[], query: LedgerQuery): Promise<ListedPage> {
    const where = `l.user_id = $1 AND ${VISIBLE('l', '$2')} AND ($3::date IS NULL OR l.date >= $3::date) AND ($4::date IS NULL OR l.date <= $4::date)
                   AND (NOT $5::boolean OR (l.duplicate_of IS NOT NULL AND l.duplicate_decision IS NULL))
                   AND (NOT $8::boolean OR l.transfer_entry_id IS NOT NULL OR l.transfer_candidate)`;
    const params = [userId, hidden, query.from, query.to, query.undecidedOnly];
    const [rows, [counts]] = await Promise.all([
      this.db.query(
        `SELECT ${LISTED_ROW} FROM ${LISTED_FROM}
         WHERE ${where}
         ORDER BY l.date DESC, l.id DESC LIMIT $6 OFFSET $7`,
        [...params, query.limit, (query.page - 1) * query.limit, query.transfersOnly],
      ) as Promise<LedgerRow[]>,
      this.db.query(
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE l.duplicate_of IS NOT NULL AND l.duplicate_decision IS NULL))::int AS undecided
         FROM ledger_entries l WHERE ${where.replace('$8::boolean', '$6::boolean')}`,
        [...params, query.transfersOnly],
      ) as Promise<{ total: number; undecided: number }[]>,
    ]);
    return { rows, total: counts.total, undecided: counts.undecided };
  }

  /** One row as GET /api/ledger lists it. */
  async listedEntry(transactionId: string): Promise<LedgerRow | undefined> {
    const [row]: LedgerRow[] = await this.db.query(`SELECT ${LISTED_ROW} FROM ${LISTED_FROM} WHERE l.id = $1::bigint`, [transactionId]);
    return row;
  }

  /** One entry of the client's books (its id and date), or null. */
  async entryOf(userId: number, transactionId: number): Promise<{ transactionId: number; date: string } | null> {
    const [row]: { id: string; date: string }[] = await this.db.query(
      `SELECT id::text AS id, to_char(date, 'YYYY-MM-DD') AS date FROM ledger_entries WHERE id = $1::bigint AND user_id = $2`,
      [transactionId, userId],
    );
    return row ? { transactionId: Number(row.id), date: row.date } : null;
  }

  /** A row someone may decide on: its client and the row it may duplicate; any client's when userId is null. */
  async duplicateOf(transactionId: string, userId: number | null): Promise<{ userId: number; duplicateOf: string | null } | null> {
    const [row]: { user_id: number; duplicate_of: string | null }[] = await this.db.query(
      `SELECT user_id, duplicate_of FROM ledger_entries WHERE id = $1::bigint AND ($2::int IS NULL OR user_id = $2)`,
      [transactionId, userId],
    );
    return row ? { userId: row.user_id, duplicateOf: row.duplicate_of } : null;
  }

  /**
   * Records a decision on a possible duplicate (the trigger records its month in ledger_changes)
   * and matches the row's month again (TRANSFERS, as the drain does, under the client's transfer
   * lock): a copy that now counts may be another half of a transfer, one that no longer counts may
   * not, and a read right after the answer shows it so.
   */
  async decide(userId: number, transactionId: string, decision: DuplicateDecision, hidden: readonly number[]): Promise<void> {
    await this.db.transaction(async (em) => {
      await lockTransfers(em, userId);
      const decided = await modifiedRows<ChangedMonth>(
        em,
        `UPDATE ledger_entries SET duplicate_decision = $3, decided_at = now() WHERE id = $2::bigint AND user_id = $1
         RETURNING extract(year FROM date)::int AS year, extract(month FROM date)::int AS month`,
        [userId, transactionId, decision],
      );
      // A staff decision's access-log row commits with it.
      await logAccessIn(em);
      if (!decided.length) return;
      await writeTransferFlags(em, userId, hidden, decided);
    });
  }

  /** Writes rows of an upload or a submission into the books under one account, on the caller's transaction (again: only the account's name changes, for every row of the account). */
  async upsertSourceRows(
    manager: EntityManager,
    userId: number,
    source: Exclude<LedgerSource, 'bank'>,
    accountRef: number,
    accountName: string,
    rows: readonly JoiningEntry[],
  ): Promise<void> {
    const column = SOURCE_COLUMN[source];
    // The account's rows already in the books take its name (a caller may send only the rows not in yet).
    await manager.query(
      `UPDATE ledger_entries SET account_name = $4 WHERE user_id = $1 AND source = $2::ledger_source AND account_ref = $3 AND account_name IS DISTINCT FROM $4`,
      [userId, source, accountRef, accountName],
    );
    for (let start = 0; start < rows.length; start += JOIN_CHUNK) {
      const chunk = rows.slice(start, start + JOIN_CHUNK);
      await manager.query(
        `INSERT INTO ledger_entries (user_id, source, ${column}, account_ref, account_name, date, name, amount, category, merchant_words, name_words)
         SELECT $1, $2::ledger_source, r.id, $3, $4, r.date, r.name, r.amount, r.category,
                ARRAY(SELECT jsonb_array_elements_text(r.mw)), ARRAY(SELECT jsonb_array_elements_text(r.nw))
         FROM unnest($5::int[], $6::date[], $7::varchar[], $8::numeric[], $9::varchar[], $10::jsonb[], $11::jsonb[]) AS r(id, date, name, amount, category, mw, nw)
         ON CONFLICT (${column}) DO UPDATE SET account_name = EXCLUDED.account_name
         -- a row already so is left alone: an update of nothing still writes a row version and runs the ledger's triggers
         WHERE ledger_entries.account_name IS DISTINCT FROM EXCLUDED.account_name`,
        [
          userId,
          source,
          accountRef,
          accountName,
          chunk.map((r) => r.sourceRowId),
          chunk.map((r) => r.date),
          chunk.map((r) => r.name),
          chunk.map((r) => r.amount),
          chunk.map((r) => r.category),
          chunk.map((r) => JSON.stringify(r.merchantWords)),
          chunk.map((r) => JSON.stringify(r.nameWords)),
        ],
      );
    }
  }

  /** Deletes an upload's or a submission's rows from the books, on the caller's transaction. */
  async deleteSourceRows(manager: EntityManager, userId: number, source: Exclude<LedgerSource, 'bank'>, accountRef: number): Promise<void> {
    await manager.query(`DELETE FROM ledger_entries WHERE user_id = $1 AND source = $2::ledger_source AND account_ref = $3`, [userId, source, accountRef]);
  }

  /** Sets the category a report build gave on the client's rows (rows already so are left untouched). */
  async setCategories(userId: number, rows: readonly { transactionId: number; category: string | null }[]): Promise<void> {
    if (!rows.length) return;
    // Its commit does not wait for the disk: the build's report row, which does, commits next (unflushed-write.ts).
    await unflushedWrite(
      this.db,
      `UPDATE ledger_entries l SET category = r.category
       FROM unnest($2::int8[], $3::varchar[]) AS r(id, category)
       WHERE l.id = r.id AND l.user_id = $1 AND l.category IS DISTINCT FROM r.category`,
      [userId, rows.map((r) => r.transactionId), rows.map((r) => r.category)],
    );
  }

  /** The oldest outbox rows of a client, with the distinct months they name. */
  async changesOf(userId: number): Promise<ChangesBatch> {
    const rows: { id: string; year: number; month: number; books_repost: boolean }[] = await this.db.query(
      'SELECT id::text AS id, year, month, books_repost FROM ledger_changes WHERE user_id = $1 ORDER BY id LIMIT $2',
      [userId, CHANGES_BATCH],
    );
    const monthsOf = (list: typeof rows) =>
      [...new Map(list.map((r) => [`${r.year}-${r.month}`, { year: r.year, month: r.month }])).values()].sort((a, b) => a.year - b.year || a.month - b.month);
    return { ids: rows.map((r) => r.id), months: monthsOf(rows), repostMonths: monthsOf(rows.filter((r) => r.books_repost)) };
  }

  /** Deletes the outbox rows a drain handled (rows added meanwhile stay for the next). */
  async forgetChanges(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.db.query('DELETE FROM ledger_changes WHERE id = ANY($1::int8[])', [ids]);
  }

  /** Records, in `manager`'s transaction, that the client's books changed on these dates (what the trigger cannot see: a receipt linked or unlinked). */
  async recordChanges(manager: EntityManager, userId: number, dates: readonly string[]): Promise<void> {
    await manager.query(
      `INSERT INTO ledger_changes (user_id, year, month)
       SELECT DISTINCT $1::int, extract(year FROM d)::int, extract(month FROM d)::int FROM unnest($2::date[]) AS d`,
      [userId, dates],
    );
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
    return this.db.query(
      `SELECT id::text AS id, name, merchant_name AS "merchantName" FROM ledger_entries WHERE user_id = $1 AND merchant_words IS NULL ORDER BY id`,
      [userId],
    );
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
  async duplicateMatches(
    userId: number,
    hidden: readonly number[],
    from: string,
    to: string,
    onlyId: string | null = null,
  ): Promise<{ id: string; of: string }[]> {
    return this.db.query(MATCHES, [userId, hidden, from, to, onlyId]);
  }

  /** Writes the transfer pairs and candidates of the months (writeTransferFlags); returns how many rows changed. */
  async flagTransfers(userId: number, hidden: readonly number[], months: readonly ChangedMonth[]): Promise<number> {
    return this.db.transaction(async (em) => {
      await lockTransfers(em, userId);
      return writeTransferFlags(em, userId, hidden, months);
    });
  }

  /** A row someone may decide on as a transfer: its client, account, amount and current pair; any client's when userId is null. */
  async transferRow(transactionId: string, userId: number | null): Promise<TransferRow | null> {
    const [row]: TransferRow[] = await this.db.query(
      `SELECT id::text AS id, user_id AS "userId", source, account_ref AS "accountRef", amount::text AS amount, transfer_entry_id::text AS "transferEntryId"
       FROM ledger_entries WHERE id = $1::bigint AND ($2::int IS NULL OR user_id = $2)`,
      [transactionId, userId],
    );
    return row ?? null;
  }

  /**
   * The rows that could be the other half of a transfer with `row` (TransferCandidatesResponse):
   * the opposite amount to the cent, another account, at most TRANSFER_RULE days away, visible,
   * counting, not zero, and not confirmed by a person as a transfer with a third row; nearest
   * date first, at most 20. Probes IDX_ledger_entries_duplicate_probe (user, amount) as the drain does.
   */
  async transferCandidates(row: TransferRow, hidden: readonly number[]): Promise<LedgerTransferOf[]> {
    return this.db.query(
      `SELECT c.id::float8 AS "transactionId", c.account_name AS "accountName", to_char(c.date, 'YYYY-MM-DD') AS date, c.name, c.amount::text AS amount
       FROM ledger_entries r JOIN ledger_entries c ON c.user_id = r.user_id AND c.amount = -r.amount
        AND c.date + 0 BETWEEN r.date - ${T} AND r.date + ${T} AND NOT (c.source = r.source AND c.account_ref = r.account_ref)
       WHERE r.id = $1::bigint AND c.amount <> 0 AND ${VISIBLE('c', '$2')} AND ${COUNTS('c')}
         AND (c.transfer_decision IS DISTINCT FROM 'transfer' OR c.transfer_entry_id = r.id)
       ORDER BY abs(c.date - r.date), c.date, c.id LIMIT 20`,
      [row.id, hidden],
    );
  }

  /**
   * Records a person's transfer decision in one transaction: the rows paired with either row
   * before lose that pair (and a decision about it), the row (and its counterpart, for
   * "transfer") take the decision; the months of every row touched are recorded in
   * ledger_changes (the trigger does not watch these columns), so pending reports rebuild;
   * and those months are matched again (TRANSFERS, as the drain does), so a read right after
   * the answer no longer shows the other candidates of a row just paired.
   */
  async decideTransfer(userId: number, transactionId: string, counterpartId: string | null, hidden: readonly number[]): Promise<void> {
    await this.db.transaction(async (em) => {
      await lockTransfers(em, userId);
      const ids = counterpartId ? [transactionId, counterpartId] : [transactionId];
      const formerly: { id: string }[] = await modifiedRows(
        em,
        `UPDATE ledger_entries SET transfer_entry_id = NULL, transfer_decision = NULL, transfer_candidate = false
         WHERE user_id = $1 AND transfer_entry_id = ANY($2::int8[]) AND NOT (id = ANY($2::int8[])) RETURNING id::text AS id`,
        [userId, ids],
      );
      if (counterpartId) {
        await em.query(
          `UPDATE ledger_entries l SET transfer_entry_id = p.other, transfer_decision = 'transfer', transfer_candidate = false
           FROM (VALUES ($2::bigint, $3::bigint), ($3::bigint, $2::bigint)) AS p(id, other) WHERE l.id = p.id AND l.user_id = $1`,
          [userId, transactionId, counterpartId],
        );
      } else {
        await em.query(
          `UPDATE ledger_entries SET transfer_entry_id = NULL, transfer_decision = 'not_transfer', transfer_candidate = false WHERE id = $2::bigint AND user_id = $1`,
          [userId, transactionId],
        );
      }
      // A staff decision's access-log row commits with it.
      await logAccessIn(em);
      const recorded: ChangedMonth[] = await em.query(
        `INSERT INTO ledger_changes (user_id, year, month)
         SELECT DISTINCT user_id, extract(year FROM date)::int, extract(month FROM date)::int FROM ledger_entries WHERE id = ANY($1::int8[])
         RETURNING year, month`,
        [[...ids, ...formerly.map((r) => r.id)]],
      );
      // Their months are matched again now (as the drain will), not when the drain comes: the
      // other candidates of a row now paired stop being candidates in the answer's own reads.
      await writeTransferFlags(em, userId, hidden, recorded);
    });
  }

  /** Marks rows as possible duplicates; a row flagged meanwhile keeps its flag, a row of a closed month is left as it is. Returns how many were marked. */
  async markDuplicates(pairs: readonly (readonly [string, string])[]): Promise<number> {
    if (!pairs.length) return 0;
    const marked = await modifiedRows<{ id: string }>(
      this.db,
      `UPDATE ledger_entries l SET duplicate_of = p.of, duplicate_decision = NULL, decided_at = NULL
       FROM unnest($1::int8[], $2::int8[]) AS p(id, of) WHERE l.id = p.id AND l.duplicate_of IS NULL AND NOT month_closed(l.user_id, l.date) RETURNING l.id`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    return marked.length;
  }
}
