import { formatDate as formatCalendarDate, formatMonthName, formatNumber, PROVINCES } from '@ledgerleaf/contracts';
import { currentLocale } from '../i18n/i18n';

// Client-spec 9: amounts in USD with 2 decimals on the dashboard. Through the contracts' Intl
// formatters in the screens' language (issue 31): "$1,234.56" / "1 234,56 $", "Oct 31, 2026" /
// "31 oct. 2026". The narrow symbol keeps the spec's "$" in both languages ("US$" otherwise).
const MONEY: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};

/** Display only: the amount stays a decimal string everywhere else. */
export function formatAmount(amount: string): string {
  return formatNumber(Number(amount), currentLocale(), MONEY);
}

/** "Oct 31, 2026" / "31 oct. 2026" for "2026-10-31". */
export function formatDate(isoDate: string): string {
  return formatCalendarDate(isoDate, currentLocale(), 'short');
}

/** "October 2026" / "octobre 2026" for a calendar month (1-12). */
export function formatMonth(year: number, month: number): string {
  return formatMonthName(year, month, currentLocale());
}

/** A province's name from its code; an unknown code is shown as is. */
export const provinceName = (code: string) => PROVINCES.find((p) => p.code === code)?.name ?? code;
