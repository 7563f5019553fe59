import { Injectable } from '@nestjs/common';
import {
  BOOKS_MESSAGES,
  RECONCILIATION_MESSAGES,
  type ReconciliationAccount,
  type ReconciliationMonth,
  type ReconciliationStatus,
  type ReportReconciliation,
  type UnreconciledAccount,
} from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';
import { centsToDecimal } from '../../../common/money/decimal';
import { isRowId } from '../../../database/columns';
import { MonthCloseService } from '../../ledger/month-close.service';
import { OpeningsService } from '../openings.service';
import { parseReconcileBody, parseStatementEntry, type ReconciliationPeriod } from './reconciliation-input';
import { ReconciliationsRepository, type ReconciliationFigures, type UnclearedRow } from './reconciliations.repository';

const money = (cents: bigint) => centsToDecimal(cents);
const abs = (cents: bigint) => (cents < 0n ? -cents : cents);

/** An account's figures in its own sense, with the status the rules give it. */
interface Reading {
  figures: ReconciliationFigures;
  sign: bigint;
  difference: bigint | null;
  status: ReconciliationStatus;
}

function read(figures: ReconciliationFigures): Reading {
  const sign = figures.type === 'asset' ? 1n : -1n;
  const difference =
    figures.statementClosing === null || figures.booksAtStatement === null ? null : sign * (figures.statementClosing - figures.booksAtStatement);
  let status: ReconciliationStatus = 'unreconciled';
  if (difference === null) status = 'no_statement';
  else if (figures.reconciledAt && difference === 0n) status = 'reconciled';
  return { figures, sign, difference, status };
}

/**
 * Bank reconciliation (issue 28, point 2): each account of money of the books against its
 * statement for a month. The statement is the latest balance dated in the month (entered wins
 * on its day); the books are compared with it at the statement's day, and the rows of the books
 * after that day, to the month's end, are the uncleared items (the statement does not show them
 * yet). An account is reconciled when someone marked it and the difference is still 0.00.
 * See docs/decisions/reconciliation.md.
 */
@Injectable()
export class ReconciliationsService {
  constructor(
    private readonly repository: ReconciliationsRepository,
    private readonly openings: OpeningsService,
    private readonly monthClose: MonthCloseService,
  ) {}

  /** GET …/books/reconciliations?month=YYYY-MM */
  async month(userId: number, month: ReconciliationPeriod): Promise<ReconciliationMonth> {
    return { month: month.month, accounts: await this.rows(userId, month) };
  }

  /** PUT …/reconciliations/:accountId/:month {statementClosing, date?}: the client or staff type the statement's balance. */
  async enter(userId: number, accountId: number, month: ReconciliationPeriod, body: unknown, by: number): Promise<ReconciliationAccount> {
    const entry = parseStatementEntry(body, month);
    await this.assertAccount(userId, accountId, month);
    await this.monthClose.assertOpen(userId, [month.end]);
    await this.openings.enterStatementBalance(userId, accountId, entry.date, entry.cents, by);
    await this.repository.keepOneEntered(userId, accountId, month.start, month.end, entry.date);
    const row = await this.one(userId, accountId, month);
    await this.repository.recordEvent(null, {
      userId,
      accountId,
      monthStart: month.start,
      kind: 'entered',
      statementClosing: row.statementClosing,
      booksClosing: row.booksClosing,
      difference: row.difference,
      actorId: by,
    });
    return row;
  }

  /**
   * POST …/reconcile (staff): reconciled when the difference is 0.00; otherwise a 422 naming it,
   * unless the body carries {adjustment: {memo}}: the difference is posted against
   * Reconciliation adjustments with the memo, then the account is reconciled. 409 in a closed month.
   */
  async reconcile(userId: number, accountId: number, month: ReconciliationPeriod, body: unknown, by: number): Promise<ReconciliationAccount> {
    const adjustment = parseReconcileBody(body);
    await this.assertAccount(userId, accountId, month);
    await this.monthClose.assertOpen(userId, [month.end]);
    await this.repository.transaction(async (em) => {
      // the account's row locked first: two reconciliations of one account are ordered
      await em.query(`SELECT id FROM book_accounts WHERE id = $1 FOR UPDATE`, [accountId]);
      const reading = await this.reading(userId, accountId, month);
      if (reading.difference === null) throw new DomainException(DomainErrorKind.UNPROCESSABLE, RECONCILIATION_MESSAGES.noStatement);
      if (reading.status === 'reconciled') return;
      const { figures, difference, sign } = reading;
      if (difference !== 0n && !adjustment)
        throw new DomainException(DomainErrorKind.UNPROCESSABLE, RECONCILIATION_MESSAGES.differs(money(abs(difference))), { difference: money(difference) });
      const posted =
        difference !== 0n && adjustment
          ? { cents: sign * difference, memo: adjustment.memo, date: figures.statementDate!, accountName: figures.accountName }
          : null;
      await this.repository.reconcile(em, { userId, accountId, monthStart: month.start, by, adjustment: posted });
      await this.repository.recordEvent(em, {
        userId,
        accountId,
        monthStart: month.start,
        kind: 'reconciled',
        statementClosing: money(sign * figures.statementClosing!),
        booksClosing: money(sign * figures.booksClosing),
        difference: money(difference),
        adjustmentAmount: posted ? money(difference) : null,
        memo: posted?.memo ?? null,
        actorId: by,
      });
    });
    return this.one(userId, accountId, month);
  }

  /** DELETE …/reconcile (staff): undoes the reconciliation and its adjustment; the history keeps both. 409 in a closed month. */
  async undo(userId: number, accountId: number, month: ReconciliationPeriod, by: number): Promise<ReconciliationAccount> {
    await this.assertAccount(userId, accountId, month);
    await this.monthClose.assertOpen(userId, [month.end]);
    await this.repository.transaction(async (em) => {
      await em.query(`SELECT id FROM book_accounts WHERE id = $1 FOR UPDATE`, [accountId]);
      const { figures, sign } = await this.reading(userId, accountId, month);
      if (figures.reconciliationId === null || !figures.reconciledAt)
        throw new DomainException(DomainErrorKind.CONFLICT, RECONCILIATION_MESSAGES.notReconciled);
      await this.repository.undo(em, figures.reconciliationId);
      await this.repository.recordEvent(em, {
        userId,
        accountId,
        monthStart: month.start,
        kind: 'undone',
        adjustmentAmount: figures.adjustmentAmount === null ? null : money(sign * figures.adjustmentAmount),
        memo: figures.adjustmentMemo,
        actorId: by,
      });
    });
    return this.one(userId, accountId, month);
  }

  /** The accounts that block an approval of the month: a statement balance and not reconciled. */
  async unreconciled(userId: number, month: ReconciliationPeriod): Promise<UnreconciledAccount[]> {
    const readings = (await this.repository.figures([userId], month.start, month.end)).map(read);
    return readings
      .filter((r) => r.status === 'unreconciled')
      .map((r) => ({ accountId: r.figures.accountId, accountName: r.figures.accountName, difference: r.difference === 0n ? null : money(r.difference!) }));
  }

  /** What a monthly report carries of the month's reconciliation (stored at build and frozen at approval). */
  async forReport(userId: number, month: ReconciliationPeriod): Promise<ReportReconciliation[]> {
    const rows = await this.rows(userId, month);
    return rows.map((r) => ({
      accountId: r.accountId,
      accountName: r.accountName,
      statementClosing: r.statementClosing,
      booksClosing: r.booksClosing,
      difference: r.difference,
      status: r.status,
      adjustment: r.adjustment,
    }));
  }

  /** Per client: accounts reconciled (or with no statement, which does not block) and accounts in all, for the month-close board. */
  async counts(userIds: readonly number[], month: ReconciliationPeriod): Promise<Map<number, { reconciled: number; ready: number; total: number }>> {
    const counts = new Map<number, { reconciled: number; ready: number; total: number }>();
    for (const r of (await this.repository.figures(userIds, month.start, month.end)).map(read)) {
      const c = counts.get(r.figures.userId) ?? { reconciled: 0, ready: 0, total: 0 };
      c.total += 1;
      if (r.status === 'reconciled') c.reconciled += 1;
      if (r.status !== 'unreconciled') c.ready += 1;
      counts.set(r.figures.userId, c);
    }
    return counts;
  }

  private async rows(userId: number, month: ReconciliationPeriod, accountId?: number): Promise<ReconciliationAccount[]> {
    const readings = (await this.repository.figures([userId], month.start, month.end, accountId)).map(read);
    const uncleared = await this.repository.uncleared(
      readings
        .filter((r) => r.figures.statementDate !== null && r.figures.statementDate < month.end)
        .map((r) => ({ accountId: r.figures.accountId, after: r.figures.statementDate! })),
      month.end,
    );
    const byAccount = new Map<number, UnclearedRow[]>();
    for (const u of uncleared) byAccount.set(u.accountId, [...(byAccount.get(u.accountId) ?? []), u]);
    return readings.map((r) => this.present(r, byAccount.get(r.figures.accountId) ?? []));
  }

  private present({ figures: f, sign, difference, status }: Reading, uncleared: UnclearedRow[]): ReconciliationAccount {
    const own = (cents: bigint | null) => (cents === null ? null : money(sign * cents));
    const reconciled = status === 'reconciled';
    return {
      accountId: f.accountId,
      accountName: f.accountName,
      statementOpening: own(f.statementOpening),
      statementClosing: own(f.statementClosing),
      statementDate: f.statementDate,
      statementSource: f.statementSource,
      booksOpening: money(sign * f.booksOpening),
      booksClosing: money(sign * f.booksClosing),
      difference: difference === null ? null : money(difference),
      status,
      uncleared: uncleared.map((u) => ({ transactionId: u.transactionId, date: u.date, name: u.name, amount: money(sign * u.cents) })),
      reconciledBy: reconciled ? f.reconciledBy : null,
      reconciledAt: reconciled && f.reconciledAt ? new Date(f.reconciledAt).toISOString() : null,
      adjustment: f.adjustmentAmount !== null && f.adjustmentMemo !== null ? { amount: money(sign * f.adjustmentAmount), memo: f.adjustmentMemo } : null,
      enteredBy: f.enteredBy,
      enteredAt: f.enteredAt ? new Date(f.enteredAt).toISOString() : null,
    };
  }

  private async reading(userId: number, accountId: number, month: ReconciliationPeriod): Promise<Reading> {
    const [figures] = await this.repository.figures([userId], month.start, month.end, accountId);
    if (!figures) throw new DomainException(DomainErrorKind.NOT_FOUND, BOOKS_MESSAGES.accountNotFound);
    return read(figures);
  }

  private async one(userId: number, accountId: number, month: ReconciliationPeriod): Promise<ReconciliationAccount> {
    const [row] = await this.rows(userId, month, accountId);
    if (!row) throw new DomainException(DomainErrorKind.NOT_FOUND, BOOKS_MESSAGES.accountNotFound);
    return row;
  }

  /** Another client's account, or none, is a 404; the client's account that has no statement (Cash, system, category) a 400. */
  private async assertAccount(userId: number, accountId: number, month: ReconciliationPeriod): Promise<void> {
    if (!isRowId(accountId)) throw new DomainException(DomainErrorKind.NOT_FOUND, BOOKS_MESSAGES.accountNotFound);
    const [figures] = await this.repository.figures([userId], month.start, month.end, accountId);
    if (figures) return;
    if (await this.repository.accountExists(userId, accountId)) throw new DomainException(DomainErrorKind.INVALID, BOOKS_MESSAGES.noStatement);
    throw new DomainException(DomainErrorKind.NOT_FOUND, BOOKS_MESSAGES.accountNotFound);
  }
}
