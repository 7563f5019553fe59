// Money, numbers and dates for a person's language, through Intl only (issue 31 point 1):
// nothing formats a number by hand. Amounts travel as decimal strings ("1234.56"); these are
// for display.

import { CURRENCY } from '../constants.js';
import { DEFAULT_LOCALE, type Locale } from './locale.js';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** "$1,234.56" (en-CA) or "1 234,56 $" (fr-CA); negative amounts keep their sign. */
export function formatMoney(amount: string | number, locale: Locale = DEFAULT_LOCALE, currency: string = CURRENCY): string {
  const format = cached(
    `money|${locale}|${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  return format.format(Number(amount));
}

/** A plain number in the locale's digits and separators ("1 234,5" in fr-CA). */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE, options: Intl.NumberFormatOptions = {}): string {
  return cached(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** A fraction as a percentage: 0.13 → "13 %" (fr-CA) or "13%" (en-CA). */
export function formatPercent(fraction: number, locale: Locale = DEFAULT_LOCALE, maximumFractionDigits = 2): string {
  return formatNumber(fraction, locale, { style: 'percent', maximumFractionDigits });
}

/** The calendar date of "YYYY-MM-DD" (or an ISO timestamp's date), read as a date with no time zone. */
function calendarDate(isoDate: string): Date {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export type DateStyle = 'iso' | 'short' | 'long';

/**
 * A calendar date: 'iso' → "2026-10-31" in both languages; 'short' → "Oct 31, 2026" /
 * "31 oct. 2026"; 'long' → "October 31, 2026" / "31 octobre 2026".
 */
export function formatDate(isoDate: string, locale: Locale = DEFAULT_LOCALE, style: DateStyle = 'short'): string {
  if (style === 'iso') return isoDate.slice(0, 10);
  const month = style === 'long' ? 'long' : 'short';
  return cached(`date|${locale}|${style}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' })).format(
    calendarDate(isoDate),
  );
}

/** "October 2026" / "octobre 2026" for a calendar month (1–12). */
export function formatMonthName(year: number, month: number, locale: Locale = DEFAULT_LOCALE): string {
  return cached(`month|${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' })).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** A moment (timestamp) with its time, in the given time zone: "Oct 31, 2026, 2:05 p.m." / "31 oct. 2026, 14 h 05". */
export function formatDateTime(iso: string | Date, locale: Locale = DEFAULT_LOCALE, timeZone = 'America/Toronto'): string {
  return cached(`datetime|${locale}|${timeZone}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })).format(
    typeof iso === 'string' ? new Date(iso) : iso,
  );
}
