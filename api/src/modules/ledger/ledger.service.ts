import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LEDGER_MESSAGES, type DuplicateDecision, type LedgerResponse, type LedgerRow, type LedgerSource } from '@ledgerleaf/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { isRowId } from '../../database/columns';
import { unflushedWrite } from '../../database/unflushed-write';
import { merchantWordsOf } from './duplicates';
import { LedgerBankAccounts } from './ledger-bank-accounts';
import { LedgerChangesService } from './ledger-changes.service';
import { IN_PERIOD, ROW_COLUMNS, VISIBLE } from './ledger-filters';
import { type ChangesBatch, LedgerRepository } from './ledger.repository';
import type { LedgerQuery } from './dto/ledger-query';

/** A row of the books as reports (and the tax worksheets) read it: amount a decimal string, negative = money out. */
export interface LedgerEntryRow {
  /** The ledger id every report row carries. */
  transactionId: number;
  source: LedgerSource;
  accountName: string;
  date: string;
  name: string;
  merchantName: string | null;
  amount: string;
  /** The category the last report build gave (a CSV row starts with the CSV's own); null before any. */
  category: string | null;
  /** The bank's category hint (bank rows). */
  bankCategory: string[] | null;
}

/** An account a period draws from: each visible bank account, and each CSV or manual account with rows in it. */
export interface LedgerAccount {
  /** Plaid's account id for a bank account; `csv:<uploadId>` or `manual:<submissionId>` otherwise. */
  id: string;
  name: string;
  source: LedgerSource;
}

export interface LedgerPeriod {
  accounts: LedgerAccount[];
  rows: LedgerEntryRow[];
}

/** A row joining the books from a CSV upload or a submission. */
export interface JoiningRow {
  /** csv_transactions.id or manual_transactions.id */
  sourceRowId: number;
  date: string;
  name: string;
  amount: string;
  category: string | null;
}

/** A month whose books changed (rows joined or left, a duplicate decided): what ledger_changes records. */
export interface ChangedMonth {
  year: number;
  month: number;
}

const SOURCE_COLUMN: Record<Exclude<LedgerSource, 'bank'>, string> = { csv: 'csv_transaction_id', manual: 'manual_transaction_id' };

/** A row as GET /api/ledger lists it: with its duplicate decision and the row it may duplicate. */
const LISTED_ROW = `${ROW_COLUMNS('l')}, l.duplicate_of::float8 AS "duplicateOf", l.duplicate_decision AS "duplicateDecision",
  CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('transactionId', d.id::float8, 'source', d.source, 'accountName', d.account_name,
       'date', to_char(d.date, 'YYYY-MM-DD'), 'name', d.name, 'amount', d.amount::text) END AS duplicate`;
const LISTED_FROM = 'ledger_entries l LEFT JOIN ledger_entries d ON d.id = l.duplicate_of';

const notFound = () => new DomainException(DomainErrorKind.NOT_FOUND, LEDGER_MESSAGES.notFound);

/**
 * The books: every transaction of a client from every source, with a stable id. Owning
 * modules write through join() / leave() (bank rows join by the ledger's trigger), reports
 * and tax read a period through entriesForPeriod(), and people decide possible duplicates.
 * Every write records its (client, month) in ledger_changes in its own transaction (a
 * trigger); the ledger-changes job then flags duplicates (flagDuplicates) and has pending
 * reports rebuilt. Reads only read the flags it wrote.
 */
@Injectable()
export class LedgerService {
  private readonly logger = new Logger('Ledger');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly bankAccounts: LedgerBankAccounts,
    private readonly repository: LedgerRepository,
    private readonly changes: LedgerChangesService,
  ) {}

  /**
   * The rows of a period that count in a report (possible duplicates waiting for a decision
   * count once: the row already in the books counts, the newcomer does not), oldest first,
   * from the visible bank accounts, the CSV accounts in the books and manual transactions;
   * with the accounts they come from. Possible duplicates are as the ledger-changes job flagged them.
   */
  async entriesForPeriod(userId: number, from: string, to: string): Promise<LedgerPeriod> {
    const summaries = await this.bankAccounts.summaries(userId);
    const bankAccounts = summaries.filter((a) => !a.isHidden);
    const hidden = summaries.filter((a) => a.isHidden).map((a) => a.id);
    const rows: (LedgerEntryRow & { accountRef: number })[] = await this.db.query(
      `SELECT ${ROW_COLUMNS('l')}, l.bank_category AS "bankCategory", l.account_ref AS "accountRef"
       FROM ledger_entries l
       WHERE ${IN_PERIOD('l')}
       ORDER BY l.date, l.id`,
      [userId, hidden, from, to],
    );
    const others = new Map<string, LedgerAccount>();
    for (const r of rows) {
      if (r.source !== 'bank' && !others.has(`${r.source}:${r.accountRef}`)) others.set(`${r.source}:${r.accountRef}`, { id: `${r.source}:${r.accountRef}`, name: r.accountName, source: r.source });
    }
    return {
      accounts: [...bankAccounts.map((a) => ({ id: a.accountId, name: a.name, source: 'bank' as const })), ...others.values()],
      rows: rows.map(({ accountRef: _, ...row }) => row),
    };
  }

  /** Whether the period has a row that counts: what a month's report needs at least one of. */
  async hasEntriesBetween(userId: number, from: string, to: string): Promise<boolean> {
    const hidden = await this.bankAccounts.hiddenRefs(userId);
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM ledger_entries l WHERE ${IN_PERIOD('l')} LIMIT 1`,
      [userId, hidden, from, to],
    );
    return rows.length > 0;
  }

  /** The date (YYYY-MM-DD) of the client's earliest row in the books; null when there is none. */
  async firstEntryDate(userId: number): Promise<string | null> {
    const [row] = await this.db.query(`SELECT to_char(min(date), 'YYYY-MM-DD') AS first FROM ledger_entries WHERE user_id = $1`, [userId]);
    return (row?.first as string | null) ?? null;
  }

  /** GET /api/ledger: a page of the client's rows, newest first, each possible duplicate with the row it matches. An id no row can have lists nothing. */
  async list(userId: number, query: LedgerQuery): Promise<LedgerResponse> {
    if (!isRowId(userId)) return { transactions: [], pagination: { total: 0, page: query.page, limit: query.limit, totalPages: 1 }, undecidedDuplicates: 0 };
    const hidden = await this.bankAccounts.hiddenRefs(userId);
    const where = `l.user_id = $1 AND ${VISIBLE('l', '$2')} AND ($3::date IS NULL OR l.date >= $3::date) AND ($4::date IS NULL OR l.date <= $4::date)
                   AND (NOT $5::boolean OR (l.duplicate_of IS NOT NULL AND l.duplicate_decision IS NULL))`;
    const params = [userId, hidden, query.from, query.to, query.undecidedOnly];
    const [rows, [counts]] = await Promise.all([
      this.db.query(
        `SELECT ${LISTED_ROW} FROM ${LISTED_FROM}
         WHERE ${where}
         ORDER BY l.date DESC, l.id DESC LIMIT $6 OFFSET $7`,
        [...params, query.limit, (query.page - 1) * query.limit],
      ) as Promise<LedgerRow[]>,
      this.db.query(
        `SELECT count(*)::int AS total, (count(*) FILTER (WHERE l.duplicate_of IS NOT NULL AND l.duplicate_decision IS NULL))::int AS undecided
         FROM ledger_entries l WHERE ${where}`,
        params,
      ) as Promise<{ total: number; undecided: number }[]>,
    ]);
    return {
      transactions: rows,
      pagination: { total: counts.total, page: query.page, limit: query.limit, totalPages: Math.max(1, Math.ceil(counts.total / query.limit)) },
      undecidedDuplicates: counts.undecided,
    };
  }

  /** One entry of the client's books by its transactionId, or null (another client's, or none). */
  async entryOf(userId: number, transactionId: number): Promise<{ transactionId: number; date: string } | null> {
    if (!Number.isSafeInteger(transactionId) || transactionId <= 0) return null;
    const [row]: { id: string; date: string }[] = await this.db.query(
      `SELECT id::text AS id, to_char(date, 'YYYY-MM-DD') AS date FROM ledger_entries WHERE id = $1::bigint AND user_id = $2`,
      [transactionId, userId],
    );
    return row ? { transactionId: Number(row.id), date: row.date } : null;
  }

  /**
   * "Same transaction" (the possible duplicate never counts) or "both are real" (both count).
   * A client decides on their own rows (another client's row is a 404); staff (userId null) on any.
   */
  async decideDuplicate(userId: number | null, transactionId: string, decision: DuplicateDecision): Promise<LedgerRow> {
    if (!/^\d{1,15}$/.test(transactionId)) throw notFound();
    const [row]: { user_id: number; duplicate_of: string | null; date: string }[] = await this.db.query(
      `SELECT user_id, duplicate_of, to_char(date, 'YYYY-MM-DD') AS date FROM ledger_entries WHERE id = $1::bigint AND ($2::int IS NULL OR user_id = $2)`,
      [transactionId, userId],
    );
    if (!row) throw notFound();
    if (!row.duplicate_of) throw new DomainException(DomainErrorKind.CONFLICT, LEDGER_MESSAGES.notADuplicate);
    // The trigger records the month in ledger_changes with the decision: its pending report is rebuilt.
    await this.db.query(`UPDATE ledger_entries SET duplicate_decision = $2, decided_at = now() WHERE id = $1::bigint`, [transactionId, decision]);
    await this.changes.deliver(row.user_id);
    const [decided]: LedgerRow[] = await this.db.query(`SELECT ${LISTED_ROW} FROM ${LISTED_FROM} WHERE l.id = $1::bigint`, [transactionId]);
    return decided;
  }

  /**
   * Rows of a CSV upload or a submission join the books under one account (on the caller's
   * transaction; joining again changes nothing but the account's name). The months they fall
   * in are recorded in ledger_changes by the same transaction; once it commits, the job that
   * flags duplicates and rebuilds pending reports is delivered.
   */
  async join(manager: EntityManager, userId: number, source: Exclude<LedgerSource, 'bank'>, accountRef: number, accountName: string, rows: readonly JoiningRow[]): Promise<void> {
    const column = SOURCE_COLUMN[source];
    for (let start = 0; start < rows.length; start += 5000) {
      const chunk = rows.slice(start, start + 5000);
      // The merchant words come along (the drain computes them only for rows that came without: bank rows).
      const words = chunk.map((r) => merchantWordsOf({ name: r.name, merchantName: null }));
      await manager.query(
        `INSERT INTO ledger_entries (user_id, source, ${column}, account_ref, account_name, date, name, amount, category, merchant_words, name_words)
         SELECT $1, $2::ledger_source, r.id, $3, $4, r.date, r.name, r.amount, r.category,
                ARRAY(SELECT jsonb_array_elements_text(r.mw)), ARRAY(SELECT jsonb_array_elements_text(r.nw))
         FROM unnest($5::int[], $6::date[], $7::varchar[], $8::numeric[], $9::varchar[], $10::jsonb[], $11::jsonb[]) AS r(id, date, name, amount, category, mw, nw)
         ON CONFLICT (${column}) DO UPDATE SET account_name = EXCLUDED.account_name`,
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
          words.map((w) => JSON.stringify(w.merchantWords)),
          words.map((w) => JSON.stringify(w.nameWords)),
        ],
      );
    }
    await this.changes.deliverAfterCommit(manager, userId);
  }

  /** Rows of a CSV upload or a submission leave the books (on the caller's transaction; recorded and delivered as join() does). */
  async leave(manager: EntityManager, userId: number, source: Exclude<LedgerSource, 'bank'>, accountRef: number): Promise<void> {
    await manager.query(`DELETE FROM ledger_entries WHERE user_id = $1 AND source = $2::ledger_source AND account_ref = $3`, [userId, source, accountRef]);
    await this.changes.deliverAfterCommit(manager, userId);
  }

  /**
   * The categories a report build gave, kept on the rows (what GET /api/ledger and the tax
   * worksheets show). Its commit does not wait for the disk (unflushedWrite): the build's
   * outcome, made durable by the report row the build commits next, and written again by
   * the build's next try if the server itself crashes before that.
   */
  async recordCategories(userId: number, rows: readonly { transactionId: number; category: string | null }[]): Promise<void> {
    if (!rows.length) return;
    await unflushedWrite(
      this.db,
      `UPDATE ledger_entries l SET category = r.category
       FROM unnest($2::int8[], $3::varchar[]) AS r(id, category)
       WHERE l.id = r.id AND l.user_id = $1 AND l.category IS DISTINCT FROM r.category`,
      [userId, rows.map((r) => r.transactionId), rows.map((r) => r.category)],
    );
  }

  /**
   * The ledger-changes job's step: marks each row of the months (±3 days) that matches an
   * earlier row that counts as a possible duplicate of it (the rule of duplicates.ts, in
   * SQL: ledger.repository.ts). Rows are taken in id order, as if one by one: a row flagged
   * in this pass no longer counts for the rows after it. Rows someone already decided keep
   * the decision. A client whose books hold only bank rows has none. Run twice, the second
   * run flags nothing more. Returns how many rows it marked.
   */
  async flagDuplicates(userId: number, months: readonly ChangedMonth[]): Promise<number> {
    if (!months.length || !(await this.repository.hasNonBankEntries(userId))) return 0;
    const unkeyed = await this.repository.unkeyedEntries(userId);
    await this.repository.setMerchantWords(unkeyed.map((row) => ({ id: row.id, ...merchantWordsOf(row) })));
    const sorted = [...months].sort((a, b) => a.year - b.year || a.month - b.month);
    const [first, last] = [sorted[0], sorted[sorted.length - 1]];
    const from = `${first.year}-${pad(first.month)}-01`;
    const to = `${last.year}-${pad(last.month)}-${pad(new Date(Date.UTC(last.year, last.month, 0)).getUTCDate())}`;
    const hidden = await this.bankAccounts.hiddenRefs(userId);

    let pending: [string, string][] = [];
    const flagged = new Set<string>();
    let marked = 0;
    const flush = async () => {
      marked += await this.repository.markDuplicates(pending);
      pending = [];
    };
    for (const match of await this.repository.duplicateMatches(userId, hidden, from, to)) {
      let of: string | null = match.of;
      if (flagged.has(of)) {
        // Its best match was flagged earlier in this pass: written first, the row is looked at again.
        await flush();
        const [again] = await this.repository.duplicateMatches(userId, hidden, from, to, match.id);
        of = again?.of ?? null;
      }
      if (!of) continue;
      pending.push([match.id, of]);
      flagged.add(match.id);
    }
    await flush();
    if (marked) this.logger.log(`User ${userId}: ${marked} possible duplicate(s) flagged`);
    return marked;
  }

  /** The oldest of the client's recorded changes (ledger_changes rows) and the months they name. */
  changesOf(userId: number): Promise<ChangesBatch> {
    return this.repository.changesOf(userId);
  }

  /** Forgets the changes a drain has handled: exactly the rows it read, so changes recorded meanwhile stay. */
  forgetChanges(ids: readonly string[]): Promise<void> {
    return this.repository.forgetChanges(ids);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
