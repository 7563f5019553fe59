// Dates as staff read them: medium dates ("Nov 24, 2026") and local date-times.

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date (YYYY-MM-DD) in medium format, read in UTC: the one both apps' CSV tables use. */
export { formatCalendarDate } from '@ledgerleaf/ui';

/** A moment (ISO timestamp) in the browser's own time zone. */
export const formatDateTime = (timestamp: string): string => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : DATE_TIME.format(date);
};

const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A report's month as its title: "October 2026". */
export const formatMonthYear = (year: number, month: number): string => MONTH_YEAR.format(new Date(Date.UTC(year, month - 1, 1)));
