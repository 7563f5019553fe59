// Calendar months as ISO dates: one rule for a month's first and last day (reports, the
// ledger's re-matching windows, reconciliation periods).

/** A calendar month; month 1-12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A month as ISO text: `2026-11` (job ids, report ids, file names). */
export const isoMonth = ({ year, month }: CalendarMonth): string => `${year}-${pad2(month)}`;

/** First and last day of a month as ISO dates. */
export function monthBounds(target: CalendarMonth): { startDate: string; endDate: string } {
  const last = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
  return { startDate: `${isoMonth(target)}-01`, endDate: `${isoMonth(target)}-${pad2(last)}` };
}

/** The days the months cover, from the first day of the earliest to the last day of the latest (months not empty). */
export function monthsSpan(months: readonly CalendarMonth[]): { from: string; to: string } {
  const sorted = [...months].sort((a, b) => a.year - b.year || a.month - b.month);
  return { from: monthBounds(sorted[0]).startDate, to: monthBounds(sorted[sorted.length - 1]).endDate };
}
