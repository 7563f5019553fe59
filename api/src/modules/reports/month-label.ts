import { formatMonthName, type Locale } from '@ledgerleaf/contracts';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "October 2026": how mails, files and the views name a report's month. */
export const monthLabel = (year: number, month: number) => `${MONTH_NAMES[month - 1]} ${year}`;

/** The month in a person's language: "October 2026" / "octobre 2026". */
export const monthLabelIn = (year: number, month: number, locale: Locale) =>
  locale === 'fr-CA' ? formatMonthName(year, month, locale) : monthLabel(year, month);
