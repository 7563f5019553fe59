import { Injectable, Logger } from '@nestjs/common';
import { ClientOf } from '../../common/auth/client-scopes';
import {
  DEFAULT_LOCALE,
  LEDGER_MESSAGES,
  type DuplicateDecision,
  type Locale,
  type LedgerResponse,
  type LedgerRow,
  type LedgerSource,
  type TransferCandidatesResponse,
  type TransferDecision,
} from '@ledgerleaf/contracts';
import type { EntityManager } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { translate } from '../../common/i18n/translator';
import { monthsSpan } from '../../common/time/month-bounds';
import { isRowId } from '../../database/columns';
import { merchantWordsOf } from './duplicates';
import { LedgerBankAccounts } from './ledger-bank-accounts';
import { LedgerChangesService } from './ledger-changes.service';
import { type ChangesBatch, LedgerRepository } from './ledger.repository';
import type { LedgerQuery } from './dto/ledger-query';
import type { LedgerAccount, LedgerPeriod, JoiningRow, ChangedMonth } from './ledger-rows';

const notFound = () => new DomainException(DomainErrorKind.NOT_FOUND, LEDGER_MESSAGES.notFound);
const invalidCounterpart = (message: string) => new DomainException(DomainErrorKind.INVALID, message, { fields: { counterpartTransactionId: [message] } });

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
    private readonly bankAccounts: LedgerBankAccounts,
    private readonly repository: LedgerRepository,
    private readonly changes: LedgerChangesService,
  ) {}

  /** The client of a ledger row (StaffGuard's scope for a staff decision on a duplicate). */
  @ClientOf('ledger-entry')
  async clientOfEntry(transactionId: string): Promise<number | null> {
    if (!/^\d{1,15}$/.test(transactionId)) return null;
    return (await this.repository.duplicateOf(transactionId, null))?.userId ?? null;
  }

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
    const rows = await this.repository.periodEntries(userId, hidden, from, to);
    const others = new Map<string, LedgerAccount>();
    for (const r of rows) {
      if (r.source !== 'bank' && !others.has(`${r.source}:${r.accountRef}`))
        others.set(`${r.source}:${r.accountRef}`, { id: `${r.source}:${r.accountRef}`, name: r.accountName, source: r.source });
    }
    return {
      accounts: [...bankAccounts.map((a) => ({ id: a.accountId, name: a.name, source: 'bank' as const })), ...others.values()],
      rows: rows.map(({ accountRef: _, ...row }) => row),
    };
  }

  /** Whether the period has a row that counts: what a month's report needs at least one of. */
  async hasEntriesBetween(userId: number, from: string, to: string): Promise<boolean> {
    return this.repository.hasEntriesBetween(userId, await this.bankAccounts.hiddenRefs(userId), from, to);
  }

  /** The date (YYYY-MM-DD) of the client's earliest row in the books; null when there is none. */
  firstEntryDate(userId: number): Promise<string | null> {
    return this.repository.firstEntryDate(userId);
  }

  /** GET /api/ledger: a page of the client's rows, newest first, each possible duplicate with the row it matches. An id no row can have lists nothing. */
  async list(userId: number, query: LedgerQuery, locale: Locale = DEFAULT_LOCALE): Promise<LedgerResponse> {
    if (!isRowId(userId)) return { transactions: [], pagination: { total: 0, page: query.page, limit: query.limit, totalPages: 1 }, undecidedDuplicates: 0 };
    const { rows, total, undecided } = await this.repository.listedPage(userId, await this.bankAccounts.hiddenRefs(userId), query);
    return {
      transactions: rows.map((row) => withLateNote(row, locale)),
      pagination: { total, page: query.page, limit: query.limit, totalPages: Math.max(1, Math.ceil(total / query.limit)) },
      undecidedDuplicates: undecided,
    };
  }

  /** One entry of the client's books by its transactionId, or null (another client's, or none). */
  async entryOf(userId: number, transactionId: number): Promise<{ transactionId: number; date: string } | null> {
    if (!Number.isSafeInteger(transactionId) || transactionId <= 0) return null;
    return this.repository.entryOf(userId, transactionId);
  }

  /**
   * "Same transaction" (the possible duplicate never counts) or "both are real" (both count).
   * A client decides on their own rows (another client's row is a 404); staff (userId null) on any.
   */
  async decideDuplicate(userId: number | null, transactionId: string, decision: DuplicateDecision): Promise<LedgerRow> {
    if (!/^\d{1,15}$/.test(transactionId)) throw notFound();
    const row = await this.repository.duplicateOf(transactionId, userId);
    if (!row) throw notFound();
    if (!row.duplicateOf) throw new DomainException(DomainErrorKind.CONFLICT, LEDGER_MESSAGES.notADuplicate);
    // The trigger records the month in ledger_changes with the decision: its pending report is rebuilt.
    await this.repository.decide(row.userId, transactionId, decision, await this.bankAccounts.hiddenRefs(row.userId));
    await this.changes.deliver(row.userId);
    const decided = await this.repository.listedEntry(transactionId);
    return withLateNote(decided as ListedRow);
  }

  /**
   * "Transfer" (with its counterpart: another account of the same client, the same amount,
   * the opposite sign; else 400) or "not a transfer". A client decides on their own rows
   * (another client's row is a 404); staff (userId null) on any client's. The drain never
   * changes a decided row, so the decision survives re-syncs and rebuilds.
   */
  async decideTransfer(userId: number | null, transactionId: string, decision: TransferDecision, counterpartTransactionId: number | null): Promise<LedgerRow> {
    if (!/^\d{1,15}$/.test(transactionId)) throw notFound();
    const row = await this.repository.transferRow(transactionId, userId);
    if (!row) throw notFound();
    let counterpart: string | null = null;
    if (decision === 'transfer') {
      if (counterpartTransactionId === null) throw invalidCounterpart(LEDGER_MESSAGES.counterpartRequired);
      const other = await this.repository.transferRow(String(counterpartTransactionId), row.userId);
      const sameAccount = other && other.source === row.source && other.accountRef === row.accountRef;
      if (!other || sameAccount || Number(other.amount) === 0 || Number(other.amount) !== -Number(row.amount))
        throw invalidCounterpart(LEDGER_MESSAGES.counterpartInvalid);
      counterpart = other.id;
    }
    await this.repository.decideTransfer(row.userId, transactionId, counterpart, await this.bankAccounts.hiddenRefs(row.userId));
    await this.changes.deliver(row.userId);
    return withLateNote((await this.repository.listedEntry(transactionId)) as ListedRow);
  }

  /**
   * The rows that could be the other half of a transfer with this one (the counterpart picker):
   * a client asks about their own visible rows (another client's, or a hidden account's, is a 404); staff (userId null) about any client's.
   */
  async transferCandidates(userId: number | null, transactionId: string): Promise<TransferCandidatesResponse> {
    if (!/^\d{1,15}$/.test(transactionId)) throw notFound();
    const row = await this.repository.transferRow(transactionId, userId);
    if (!row) throw notFound();
    const hidden = await this.bankAccounts.hiddenRefs(row.userId);
    if (row.source === 'bank' && hidden.includes(row.accountRef)) throw notFound();
    return { transactionId: Number(row.id), candidates: await this.repository.transferCandidates(row, hidden) };
  }

  /**
   * The ledger-changes job's step after flagDuplicates: pairs the transfers between the
   * client's own accounts in the months (±5 days) and flags the rows with two or more
   * candidates (the rule in ledger.repository.ts, TRANSFERS). Rows a person decided keep the
   * decision; hidden accounts and possible duplicates never match. Run twice, the second run
   * writes nothing. Returns how many rows it wrote.
   */
  async flagTransfers(userId: number, months: readonly ChangedMonth[]): Promise<number> {
    if (!months.length) return 0;
    const written = await this.repository.flagTransfers(userId, await this.bankAccounts.hiddenRefs(userId), months);
    if (written) this.logger.log(`User ${userId}: ${written} row(s) of transfers matched or flagged`);
    return written;
  }

  /**
   * Rows of a CSV upload or a submission join the books under one account (on the caller's
   * transaction; joining again changes nothing but the account's name). The months they fall
   * in are recorded in ledger_changes by the same transaction; once it commits, the job that
   * flags duplicates and rebuilds pending reports is delivered.
   */
  async join(
    manager: EntityManager,
    userId: number,
    source: Exclude<LedgerSource, 'bank'>,
    accountRef: number,
    accountName: string,
    rows: readonly JoiningRow[],
  ): Promise<void> {
    // The merchant words come along (the drain computes them only for rows that came without: bank rows).
    const entries = rows.map((r) => ({ ...r, ...merchantWordsOf({ name: r.name, merchantName: null }) }));
    await this.repository.upsertSourceRows(manager, userId, source, accountRef, accountName, entries);
    await this.changes.deliverAfterCommit(manager, userId);
  }

  /** Rows of a CSV upload or a submission leave the books (on the caller's transaction; recorded and delivered as join() does). */
  async leave(manager: EntityManager, userId: number, source: Exclude<LedgerSource, 'bank'>, accountRef: number): Promise<void> {
    await this.repository.deleteSourceRows(manager, userId, source, accountRef);
    await this.changes.deliverAfterCommit(manager, userId);
  }

  /**
   * The categories a report build gave, kept on the rows (what GET /api/ledger and the tax
   * worksheets show). Its commit does not wait for the disk (unflushedWrite, in the
   * repository): the build's outcome, made durable by the report row the build commits
   * next, and written again by the build's next try if the server itself crashes before that.
   */
  recordCategories(userId: number, rows: readonly { transactionId: number; category: string | null }[]): Promise<void> {
    return this.repository.setCategories(userId, rows);
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
    const { from, to } = monthsSpan(months);
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

/** A listed row as the repository reads it: with what its month-close note needs (not answered). */
type ListedRow = LedgerRow & { replacedDate?: string | null; reversesCorrected?: boolean };

/**
 * A bank row that arrived after its month closed says so, in the asker's language: its own date and
 * the month it counts in; a reversal, whether the bank removed or corrected the closed row; a
 * corrected row, the closed row it replaces (month-close.md).
 */
const withLateNote = ({ replacedDate, reversesCorrected, ...row }: ListedRow, locale: Locale = DEFAULT_LOCALE): LedgerRow => {
  const note = (key: string, params: Record<string, string>) => translate(locale, `monthClose:${key}`, params);
  let lateNote: string | null = null;
  if (replacedDate) lateNote = note('correctionLate', { replacedDate, ownDate: row.ownDate ?? row.date, postedMonth: row.date });
  else if (row.ownDate && row.reverses) lateNote = note(reversesCorrected ? 'correctedLate' : 'removedLate', { ownDate: row.ownDate, postedMonth: row.date });
  else if (row.ownDate) lateNote = note('postedLate', { ownDate: row.ownDate, postedMonth: row.date });
  return { ...row, lateNote };
};
