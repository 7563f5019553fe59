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
