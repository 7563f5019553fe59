import { Injectable } from '@nestjs/common';
import {
  type BalanceSheetResponse,
  GIFI_BALANCE_SHEET_LABELS,
  type SystemBookAccountKey,
  type YearEndBalanceSheet,
  type YearEndBalanceSheetLine,
} from '@ledgerleaf/contracts';
import { centsToDecimal, parseDecimalCents } from '../../common/money/decimal';

/** What the year-end package reads of the books: the balance sheet at a day (the books module's BooksService.balanceSheet). */
export interface YearEndBalanceSheetSource {
  balanceSheet(userId: number, asOf: string): Promise<BalanceSheetResponse>;
}

/**
 * The tax module's port to the books (which depend on tax, so tax cannot import them): the
 * books module hands its source to it when the application starts, as the reports module does
 * for ApprovedReports. Wiring, not an effect: set once, before any job runs.
 */
@Injectable()
export class YearEndBalanceSheets {
  private source: YearEndBalanceSheetSource | null = null;

  /** Called once at start by the books module. */
  provide(source: YearEndBalanceSheetSource): void {
    this.source = source;
  }

  /** The balance sheet at a fiscal year end on Schedule 100 lines. */
  async gifiAt(userId: number, asOf: string): Promise<YearEndBalanceSheet> {
    if (!this.source) throw new Error('No balance-sheet source: the books module provides it when the application starts');
    return balanceSheetOnGifi(await this.source.balanceSheet(userId, asOf));
  }
}

const cents = (decimal: string) => parseDecimalCents(decimal) ?? 0n;

/**
 * The books' balance sheet grouped by GIFI code, section by section, codes ascending; an
 * account without a code goes on its section's "other" code (1480, 2960, 3600 — never
 * dropped, so the totals stay the books'). Totals are the sums of the lines, which are the
 * books' own totals (a test checks it).
 */
export function balanceSheetOnGifi(sheet: BalanceSheetResponse): YearEndBalanceSheet {
  const other = { assets: '1480', liabilities: '2960', equity: '3600' } as const;
  const lines: YearEndBalanceSheetLine[] = [];
  const totals = { assets: 0n, liabilities: 0n, equity: 0n };
  for (const section of ['assets', 'liabilities', 'equity'] as const) {
    const byCode = new Map<string, { amount: bigint; accounts: string[]; systemAccounts: (SystemBookAccountKey | null)[] }>();
    for (const line of sheet[section]) {
      const code = line.gifi ?? other[section];
      const entry = byCode.get(code) ?? { amount: 0n, accounts: [], systemAccounts: [] };
      entry.amount += cents(line.amount);
      entry.accounts.push(line.account);
      // which system account each is: the package's files name a system account in the client's language by it
      entry.systemAccounts.push(line.systemAccount ?? null);
      byCode.set(code, entry);
      totals[section] += cents(line.amount);
    }
    for (const [gifi, entry] of [...byCode].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push({
        section,
        gifi,
        label: GIFI_BALANCE_SHEET_LABELS[gifi] ?? entry.accounts.join(', '),
        amount: centsToDecimal(entry.amount),
        accounts: entry.accounts,
        systemAccounts: entry.systemAccounts,
      });
    }
  }
  return {
    asOf: sheet.asOf,
    lines,
    totals: {
      assets: centsToDecimal(totals.assets),
      liabilities: centsToDecimal(totals.liabilities),
      equity: centsToDecimal(totals.equity),
      liabilitiesAndEquity: centsToDecimal(totals.liabilities + totals.equity),
    },
  };
}
