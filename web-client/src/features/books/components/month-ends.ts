import { endOfMonth, format, subMonths } from 'date-fns';

/**
 * The last `count` month ends before the month of `today`, newest first, as YYYY-MM-DD. The
 * month in progress is not one: its books are still arriving.
 */
export function monthEndsBefore(today: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => format(endOfMonth(subMonths(today, i + 1)), 'yyyy-MM-dd'));
}

/** The `count` month ends up to and including `monthEnd` (YYYY-MM-DD), oldest first. */
export function monthEndsUpTo(monthEnd: string, count: number): string[] {
  const [year, month] = monthEnd.split('-').map(Number);
  const anchor = new Date(year, month - 1, 1);
  return Array.from({ length: count }, (_, i) => format(endOfMonth(subMonths(anchor, count - 1 - i)), 'yyyy-MM-dd'));
}

/** "1234.50" → 123450n: the API's amounts always carry two decimals, so the sums are exact. */
export function cents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole, fraction = '0'] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}
