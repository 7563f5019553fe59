import { BUSINESS_TIME_ZONE } from '@ledgerleaf/contracts';

// The business's wall clock (BUSINESS_TIME_ZONE): where the crons' minutes, "last month"
// and the business day are read. One formatter for every such question.

export interface BusinessTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const BUSINESS_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The wall clock in the business time zone (where the crons' minutes are set). */
export function businessTime(now: Date): BusinessTime {
  const parts = BUSINESS_CLOCK.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The business day (YYYY-MM-DD) of `now`. */
export function businessDay(now: Date): string {
  const t = businessTime(now);
  return iso(t.year, t.month, t.day);
}

/** The business day of the latest daily run at hour:minute that is due by `now`. */
export function lastDailyRun(now: Date, hour: number, minute: number): string {
  const t = businessTime(now);
  const passed = t.hour * 60 + t.minute >= hour * 60 + minute;
  return iso(t.year, t.month, passed ? t.day : t.day - 1);
}
