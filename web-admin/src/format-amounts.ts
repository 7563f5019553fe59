import { currentLocale } from './i18n/locale';

const CURRENCY = new Map<string, Intl.NumberFormat>();
const currency = (locale: string) => {
  let format = CURRENCY.get(locale);
  if (!format) CURRENCY.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' })));
  return format;
};

/**
 * A stored decimal string as money in the console's language: "-$1,234.50" in English,
 * "-1 234,50 $" in French. A value that is not a number stays as it is.
 */
export const formatDollars = (amount: string): string => {
  const value = Number(amount);
  return amount.trim() === '' || Number.isNaN(value) ? amount : currency(currentLocale()).format(value);
};

/** A plain number (a count, a percentage's digits) in the console's language. */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions): string => new Intl.NumberFormat(currentLocale(), options).format(value);
