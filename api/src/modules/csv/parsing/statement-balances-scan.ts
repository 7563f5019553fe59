import { centsToDecimal, parseDecimalCents } from '../../../common/money/decimal';
import { type DayMonthOrder, parseCsvDate } from './csv-dates';

/**
 * A file's statement balances, signed as the ledger signs amounts (positive: money; negative:
 * owed): an OFX LEDGERBAL at its DTASOF, or a CSV balance column's balance at the end of each
 * day with the balance before the first row (the day before it).
 */
export interface ScannedBalances {
  source: 'ofx' | 'csv_balance';
  days: { date: string; balance: string }[];
}

interface RowPoint {
  balance: bigint;
  amount: bigint;
}

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Reads a CSV's balance column as the scan passes the rows, holding one entry per distinct
 * date text (not per row). Which way the file runs (oldest or newest row first) and which way
 * its balance is signed (a card's balance may count what is owed up) are told by consecutive
 * rows: the balance moves by the row's amount one way or the other. Rows without a readable
 * balance are passed over.
 */
export class CsvBalanceColumn {
  private readonly byDate = new Map<string, { first: RowPoint; last: RowPoint }>();
  private firstRow: { date: string; point: RowPoint } | null = null;
  private lastRow: { date: string; point: RowPoint } | null = null;
  private previous: RowPoint | null = null;
  /** Consecutive rows agreeing with: oldest first / newest first, balance signed as the amounts / counted the other way. */
  private readonly votes = { ascSame: 0, ascInverted: 0, descSame: 0, descInverted: 0 };

  see(rawDate: string, amountText: string, balanceText: string | undefined): void {
    if (!balanceText || !balanceText.trim()) return;
    const balance = parseDecimalCents(balanceText);
    const amount = parseDecimalCents(amountText);
    if (balance === null || amount === null) return;
    const point = { balance, amount };
    const key = rawDate.trim();
    const day = this.byDate.get(key);
    if (day) day.last = point;
    else this.byDate.set(key, { first: point, last: point });
    if (this.previous) {
      const moved = point.balance - this.previous.balance;
      if (moved === point.amount) this.votes.ascSame++;
      if (moved === -point.amount) this.votes.ascInverted++;
      if (-moved === this.previous.amount) this.votes.descSame++;
      if (-moved === -this.previous.amount) this.votes.descInverted++;
    }
    this.previous = point;
    this.firstRow ??= { date: key, point };
    this.lastRow = { date: key, point };
  }

  /** The balances once the file's day/month order is known; null when no row had a balance. */
  result(order: DayMonthOrder): ScannedBalances | null {
    if (!this.firstRow || !this.lastRow) return null;
    const firstDate = parseCsvDate(this.firstRow.date, order);
    const lastDate = parseCsvDate(this.lastRow.date, order);
    if (!firstDate || !lastDate) return null;
    const v = this.votes;
    const best = Math.max(v.ascSame, v.ascInverted, v.descSame, v.descInverted);
    // without two rows to compare, the dates say which way the file runs
    const ascending = best === 0 ? firstDate <= lastDate : v.ascSame === best || (v.ascInverted === best && v.descSame !== best && v.descInverted !== best);
    const inverted = best === 0 ? false : ascending ? v.ascInverted > v.ascSame : v.descInverted > v.descSame;
    const signed = (cents: bigint) => (inverted ? -cents : cents);
    const days = new Map<string, string>();
    for (const [raw, { first, last }] of this.byDate) {
      const date = parseCsvDate(raw, order);
      if (!date) continue;
      days.set(date, centsToDecimal(signed((ascending ? last : first).balance)));
    }
    // the balance before the file's first row (in time): its balance less its own amount
    const earliest = ascending ? this.firstRow : this.lastRow;
    const earliestDate = parseCsvDate(earliest.date, order)!;
    const opening = signed(earliest.point.balance) - earliest.point.amount;
    const list = [...days.entries()].map(([date, balance]) => ({ date, balance }));
    list.push({ date: dayBefore(earliestDate), balance: centsToDecimal(opening) });
    list.sort((a, b) => a.date.localeCompare(b.date));
    return { source: 'csv_balance', days: list };
  }
}

/** An OFX statement's LEDGERBAL (BALAMT at DTASOF) as a statement balance; null when it is missing or unreadable. */
export function ofxLedgerBalance(ledgerBalance: { amount: string; asOf: string } | null): ScannedBalances | null {
  if (!ledgerBalance) return null;
  const cents = parseDecimalCents(ledgerBalance.amount);
  const date = parseCsvDate(ledgerBalance.asOf.slice(0, 8), 'MDY');
  if (cents === null || !date) return null;
  return { source: 'ofx', days: [{ date, balance: centsToDecimal(cents) }] };
}
