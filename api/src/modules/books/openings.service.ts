import { Injectable } from '@nestjs/common';
import { BOOKS_MESSAGES, type BookAccountType, type BookOpeningBalance, type OpeningBalanceResponse } from '@ledgerleaf/contracts';
import type { EntityManager } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { centsToDecimal } from '../../common/money/decimal';
import { MonthCloseService } from '../ledger/month-close.service';
import { parseOpeningBalance } from './dto/opening-balance';
import { OpeningsRepository, type OpeningRow, type StatementBalanceInput, type StatementBalanceRow } from './openings.repository';

/** Ledger sense (positive: money; negative: owed) ↔ the account's own sense (a liability: what is owed). */
const ownSense = (type: BookAccountType, ledgerAmount: string): string => {
  if (type === 'asset') return ledgerAmount;
  const cents = -BigInt(ledgerAmount.replace('.', ''));
  return centsToDecimal(cents);
};

/** What the API shows of an opening row for an account of this type. */
export function openingBalanceOf(type: BookAccountType, row: OpeningRow | undefined): BookOpeningBalance {
  const proposed =
    row?.proposedDate && row.proposedAmount && row.proposedFrom
      ? { date: row.proposedDate, amount: ownSense(type, row.proposedAmount), from: row.proposedFrom }
      : null;
  if (row?.setDate && row.setAmount !== null) {
    return {
      status: 'set',
      date: row.setDate,
      amount: ownSense(type, row.setAmount),
      proposed,
      setBy: row.setBy === null ? null : Number(row.setBy),
      setAt: row.setAt ? new Date(row.setAt).toISOString() : null,
    };
  }
  if (proposed) return { status: 'proposed', date: proposed.date, amount: proposed.amount, proposed, setBy: null, setAt: null };
  return { status: 'none', date: null, amount: null, proposed: null, setBy: null, setAt: null };
}

/**
 * Opening balances of the accounts of money (issue 27, point 6) and the statement balances
 * they are proposed from (issue 28, point 1). A person's opening wins over the proposed one;
 * the database writes the opening journal entry (books_post_opening).
 */
@Injectable()
export class OpeningsService {
  constructor(
    private readonly repository: OpeningsRepository,
    private readonly monthClose: MonthCloseService,
  ) {}

  /**
   * PUT …/books/accounts/:id/opening-balance: {date, amount} in the account's own sense. A bad
   * body is a 400 (checked first); another client's account, or none, a 404; a system or
   * category account a 400; a date in a closed month a 409. Putting again replaces it.
   */
  async set(userId: number, accountId: number, body: unknown, setBy: number): Promise<OpeningBalanceResponse> {
    const { date, cents } = parseOpeningBalance(body);
    const account = await this.repository.moneyAccount(userId, accountId);
    if (!account) {
      if (await this.repository.accountExists(userId, accountId)) throw new DomainException(DomainErrorKind.INVALID, BOOKS_MESSAGES.noOpeningBalance);
      throw new DomainException(DomainErrorKind.NOT_FOUND, BOOKS_MESSAGES.accountNotFound);
    }
    // An opening dated in an approved month would move that month's balance sheet: 409 until it is reopened (issue 28 point 3).
    await this.monthClose.assertOpen(userId, [date]);
    const ledgerCents = account.type === 'asset' ? cents : -cents;
    const row = await this.repository.setOpening(account, userId, date, centsToDecimal(ledgerCents), setBy);
    return { accountId: account.id, openingBalance: openingBalanceOf(account.type, row) };
  }

  /** Every opening of the client, by "source:ref" (the book account's). */
  openingsOf(userId: number): Promise<Map<string, OpeningRow>> {
    return this.repository.openingsOf(userId);
  }

  /** Stores statement balances (Plaid's at a sync, a file's), in the caller's transaction when given; each proposes its account's opening. */
  recordStatementBalances(rows: StatementBalanceInput[], manager?: EntityManager): Promise<void> {
    return this.repository.recordStatementBalances(rows, manager);
  }

  /**
   * A statement balance typed by a person (staff, or the client from a paper statement) for an
   * account of the books at the end of `date`, in the account's own sense (money in it; owed on
   * a card or loan). It wins over the other sources of that day and says who entered it and when.
   * 404 for another client's account; 400 for one that has no statement (Cash, system, category).
   * (The reconciliation's routes, issue 28 point 2, call this.)
   */
  async enterStatementBalance(userId: number, accountId: number, date: string, cents: bigint, enteredBy: number): Promise<StatementBalanceRow> {
    const account = await this.repository.moneyAccount(userId, accountId);
    if (!account) throw new DomainException(DomainErrorKind.NOT_FOUND, BOOKS_MESSAGES.accountNotFound);
    if (account.source === 'manual') throw new DomainException(DomainErrorKind.INVALID, BOOKS_MESSAGES.noStatement);
    const balance = centsToDecimal(account.type === 'asset' ? cents : -cents);
    await this.repository.recordStatementBalances([
      { userId, accountSource: account.source, accountRef: account.ref, date, source: 'entered', balance, enteredBy },
    ]);
    return (await this.repository.statementBalanceOn(userId, account.source, account.ref, date))!;
  }

  /** The statement's balance of an account of the books at the end of `date` (see OpeningsRepository.statementBalanceOn), signed as the ledger signs amounts. */
  async statementBalanceOn(userId: number, accountId: number, date: string): Promise<StatementBalanceRow | null> {
    const account = await this.repository.moneyAccount(userId, accountId);
    if (!account || account.source === 'manual') return null;
    return this.repository.statementBalanceOn(userId, account.source, account.ref, date);
  }
}
