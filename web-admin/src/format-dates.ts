// Dates as staff read them, in the console's language: medium dates ("Nov 24, 2026" /
// "24 nov. 2026"), local date-times and month titles. The one place the console formats a date.
import { currentLocale } from './i18n/locale';

const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(currentLocale(), options);

/** A calendar date (YYYY-MM-DD) in medium format, read in UTC. */
export const formatCalendarDate = (isoDate: string): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : format({ dateStyle: 'medium', timeZone: 'UTC' }).format(date);
};

/** A moment (ISO timestamp) in the browser's own time zone. */
export const formatDateTime = (timestamp: string): string => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : format({ dateStyle: 'medium', timeStyle: 'short' }).format(date);
};

/** A report's month as its title: "October 2026" / "octobre 2026". */
export const formatMonthYear = (year: number, month: number): string =>
  format({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));

/** A month written YYYY-MM as its title ("October 2026"); anything else stays as it is. */
export const formatMonth = (month: string): string => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? formatMonthYear(Number(match[1]), Number(match[2])) : month;
};
