import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  BOOKS_LIMITS,
  EXCLUDED_LINE,
  SYSTEM_BOOK_ACCOUNTS,
  systemBookAccountKey,
  type BalanceSheetLine,
  type BalanceSheetResponse,
  type BookAccountRow,
  type BookAccountsResponse,
  type CategoryType,
  type JournalResponse,
  type TrialBalanceResponse,
} from '@ledgerleaf/contracts';
import { centsToDecimal } from '../../common/money/decimal';
import { fiscalYearContaining } from '../tax/filing-periods';
import { TaxProfilesService } from '../tax/tax-profiles.service';
import { YearEndBalanceSheets } from '../tax/year-end-balance-sheet';
import { YearEndLinesService } from '../tax/year-end-lines.service';
import { BooksRepository, type AccountTotals, type ChartAccount, type JournalLineWithAccount } from './books.repository';
import type { JournalQuery } from './dto/books-query';
import { openingBalanceOf, OpeningsService } from './openings.service';

const systemRef = (key: (typeof SYSTEM_BOOK_ACCOUNTS)[number]['key']) => SYSTEM_BOOK_ACCOUNTS.find((a) => a.key === key)!.ref;
const RETAINED_EARNINGS = systemRef('retained_earnings');
const CURRENT_YEAR_EARNINGS = systemRef('current_year_earnings');

/** An account of the chart with its balance at a day, in cents, in the account's normal sense. */
interface Balance {
  account: AccountTotals;
  gifi: string | null;
  cents: bigint;
}

const isSystem = (a: AccountTotals, ref: number) => a.source === 'system' && a.ref === ref;
/** The system account's key of a chart account (what the texts name it by), null for any other account. */
const systemKeyOf = (a: Pick<AccountTotals, 'source' | 'ref'>) => (a.source === 'system' ? systemBookAccountKey(a.ref) : null);
const money = (cents: bigint) => centsToDecimal(cents);

/**
 * The statements of a client's books, read from the journal (written by the database's
 * posting function, books_post, in the same transaction as every ledger change).
 *
 * Balances are in each account's normal sense: assets and expenses debits less credits, the
 * others credits less debits. Revenue and expense accounts count from the start of the
 * fiscal year that asOf falls in (the tax profile's year end); what they held before closes
 * into retained earnings, and current-year earnings is the net income of the year so far.
 * So the balance sheet balances by construction: every entry balances.
 */
@Injectable()
export class BooksService implements OnModuleInit {
  constructor(
    private readonly repository: BooksRepository,
    private readonly profiles: TaxProfilesService,
    private readonly yearEndLines: YearEndLinesService,
    private readonly yearEndBalanceSheets: YearEndBalanceSheets,
    private readonly openings: OpeningsService,
  ) {}

  /** The year-end package (tax, which may not import the books) reads the balance sheet through its port. */
  onModuleInit(): void {
    this.yearEndBalanceSheets.provide({ balanceSheet: (userId, asOf) => this.balanceSheet(userId, asOf) });
  }

  /** Posts the client's rows of those months again (the ledger-changes drain, when their tax picture changed). */
  repostMonths(userId: number, months: readonly { year: number; month: number }[]): Promise<void> {
    return this.repository.repostMonths(userId, months);
  }

  /**
   * The P&L of a period from the journal: each revenue and expense account's movement (revenue
   * credits less debits, expenses debits less credits, in cents) with the entries behind it, and
   * whether the amounts are net of sales tax (a GST/HST registrant on the regular method) or tax included.
   */
  async profitAndLoss(
    userId: number,
    from: string,
    to: string,
  ): Promise<{ netOfSalesTax: boolean; accounts: { name: string; type: 'revenue' | 'expense'; cents: bigint; count: number }[] }> {
    const [accounts, netOfSalesTax] = await Promise.all([this.repository.profitAndLoss(userId, from, to), this.repository.postsSalesTax(userId)]);
    return { netOfSalesTax, accounts };
  }

  async accounts(userId: number, asOf: string): Promise<BookAccountsResponse> {
    const [{ balances }, openings] = await Promise.all([this.balances(userId, asOf), this.openings.openingsOf(userId)]);
    const isMoney = (source: string) => source === 'bank' || source === 'csv' || source === 'manual';
    return {
      asOf,
      accounts: balances.map((b): BookAccountRow => ({
        id: b.account.id,
        name: b.account.name,
        type: b.account.type,
        gifi: b.gifi,
        source: b.account.source,
        systemAccount: systemKeyOf(b.account),
        balance: money(b.cents),
        openingBalance: isMoney(b.account.source) ? openingBalanceOf(b.account.type, openings.get(`${b.account.source}:${b.account.ref}`)) : null,
      })),
    };
  }

  async balanceSheet(userId: number, asOf: string): Promise<BalanceSheetResponse> {
    const { balances, yearStart } = await this.balances(userId, asOf);
    const section = (type: 'asset' | 'liability' | 'equity'): { lines: BalanceSheetLine[]; total: bigint } => {
      // Accounts with a balance; current-year earnings always shows (the year's net income, even nil).
      const shown = balances.filter((b) => b.account.type === type && (b.cents !== 0n || isSystem(b.account, CURRENT_YEAR_EARNINGS)));
      return {
        lines: shown.map((b) => ({ account: b.account.name, systemAccount: systemKeyOf(b.account), gifi: b.gifi, amount: money(b.cents) })),
        total: shown.reduce((sum, b) => sum + b.cents, 0n),
      };
    };
    const assets = section('asset');
    const liabilities = section('liability');
    const equity = section('equity');
    return {
      asOf,
      fiscalYearStart: yearStart,
      assets: assets.lines,
      liabilities: liabilities.lines,
      equity: equity.lines,
      totals: { assets: money(assets.total), liabilities: money(liabilities.total), equity: money(equity.total) },
    };
  }

  async trialBalance(userId: number, asOf: string): Promise<TrialBalanceResponse> {
    // The balance sheet's reader (month-end balances plus the partial month); its rows name no GIFI line, so the year-end map is not read.
    const { balances } = await this.balances(userId, asOf, { gifi: false });
    let debit = 0n;
    let credit = 0n;
    const rows = balances
      // current-year earnings has no line of its own: the revenue and expense accounts carry it
      .filter((b) => b.cents !== 0n && !isSystem(b.account, CURRENT_YEAR_EARNINGS))
      .map((b) => {
        const debitSide = b.account.type === 'asset' || b.account.type === 'expense' ? b.cents : -b.cents;
        if (debitSide > 0n) debit += debitSide;
        else credit -= debitSide;
        return {
          account: b.account.name,
          systemAccount: systemKeyOf(b.account),
          type: b.account.type,
          debit: money(debitSide > 0n ? debitSide : 0n),
          credit: money(debitSide < 0n ? -debitSide : 0n),
        };
      });
    return { asOf, rows, totals: { debit: money(debit), credit: money(credit) } };
  }

  async journal(userId: number, query: JournalQuery): Promise<JournalResponse> {
    const limit = BOOKS_LIMITS.journalPage;
    const { entries, total } = await this.repository.journalPage(userId, query.from, query.to, limit, (query.page - 1) * limit);
    return {
      entries: entries.map((e) => ({
        id: Number(e.id),
        date: e.date,
        memo: e.memo,
        transactionId: e.transactionId === null ? null : Number(e.transactionId),
        lines: e.lines.map((l) => ({
          account: l.account,
          systemAccount: l.systemRef === null ? null : systemBookAccountKey(l.systemRef),
          debit: l.debit,
          credit: l.credit,
        })),
      })),
      total,
    };
  }

  /** The client's chart of accounts as it stands (the Xero chart export). */
  chart(userId: number): Promise<ChartAccount[]> {
    return this.repository.chart(userId);
  }

  /** The period's journal lines in batches from a cursor, oldest entry first (the general-ledger export). */
  journalLineBatches(userId: number, from: string, to: string): AsyncGenerator<JournalLineWithAccount[]> {
    return this.repository.journalLineBatches(userId, from, to);
  }

  /**
   * Every account's balance at asOf, in the chart's order, with the fiscal year's start: the one
   * reader of the statements (balance sheet, trial balance, accounts, Schedule 100), from the
   * month-end balances (book_account_months) plus the lines of asOf's partial month. A category
   * account's GIFI line comes from the year-end map unless `gifi: false` (a caller that shows none).
   */
  private async balances(userId: number, asOf: string, { gifi: withGifi = true } = {}): Promise<{ balances: Balance[]; yearStart: string }> {
    const profile = await this.profiles.get(userId);
    const yearStart = fiscalYearContaining(asOf, { frequency: 'annual', businessStructure: profile.businessStructure, taxYearEnd: profile.taxYearEnd }).start;
    const [totals, lineOf] = await Promise.all([
      this.repository.accountTotals(userId, asOf, yearStart),
      withGifi ? this.yearEndLines.lineOf(userId, 'gifi') : Promise.resolve(null),
    ]);
    let earlierIncome = 0n;
    let yearIncome = 0n;
    for (const a of totals) {
      // Net income is what the revenue and expense accounts hold on the credit side: revenue's credits less expenses' debits.
      if (a.type === 'revenue' || a.type === 'expense') {
        earlierIncome += a.creditBefore - a.debitBefore;
        yearIncome += a.credit - a.creditBefore - (a.debit - a.debitBefore);
      }
    }
    const balances = totals.map((a): Balance => {
      const normal = a.type === 'asset' || a.type === 'expense' ? a.debit - a.credit : a.credit - a.debit;
      let cents = normal;
      if (a.type === 'revenue' || a.type === 'expense')
        cents = a.type === 'expense' ? a.debit - a.debitBefore - (a.credit - a.creditBefore) : a.credit - a.creditBefore - (a.debit - a.debitBefore);
      if (isSystem(a, RETAINED_EARNINGS)) cents = normal + earlierIncome;
      if (isSystem(a, CURRENT_YEAR_EARNINGS)) cents = normal + yearIncome;
      let gifi = a.gifi;
      if (lineOf && a.source === 'category' && a.categoryName) {
        const line = lineOf(a.categoryName, (a.categoryType ?? (a.type === 'revenue' ? 'REVENUE' : 'EXPENSE')) as CategoryType);
        gifi = line === EXCLUDED_LINE ? null : line;
      }
      return { account: a, gifi, cents };
    });
    return { balances, yearStart };
  }
}
