import { format, parseISO } from 'date-fns';
import { PROVINCES } from '@ledgerleaf/contracts';

// Client-spec 9: amounts in USD with 2 decimals on the dashboard; dates like 'MMM d, yyyy'.
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Display only: the amount stays a decimal string everywhere else. */
export function formatAmount(amount: string): string {
  return money.format(Number(amount));
}

export function formatDate(isoDate: string): string {
  return format(parseISO(isoDate), 'MMM d, yyyy');
}

/** "October 2026" for a calendar month (1-12). */
export function formatMonth(year: number, month: number): string {
  return format(new Date(year, month - 1, 1), 'MMMM yyyy');
}

/** A province's name from its code; an unknown code is shown as is. */
export const provinceName = (code: string) => PROVINCES.find((p) => p.code === code)?.name ?? code;
