// The month close (issue 28, point 3): an approved month stays closed until staff reopen it.
import { monthClose } from './i18n/catalogues/month-close.js';
import { renderEnglish } from './i18n/render.js';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "October 2026" for a month written YYYY-MM (or a date YYYY-MM-DD). */
export const closedMonthLabel = (month: string): string => {
  const [year, m] = month.split('-').map(Number);
  return `${MONTH_NAMES[m - 1]} ${year}`;
};

/**
 * Limits per client on the routes that change the books and so rebuild reports: a duplicate
 * or transfer decision, a CSV account joining or leaving the books, an answer to a question.
 * One window shared by all of them.
 */
export const MONTH_CLOSE_LIMITS = {
  booksChangesPerHour: { limit: 200, windowSeconds: 60 * 60 },
} as const;

export const MONTH_CLOSE_MESSAGES = {
  /** The 409 of every change to a closed month's figures; `month` is YYYY-MM. */
  closed: (month: string) => renderEnglish(monthClose['en-CA'], 'closed', { month }),
  /** The note on a bank row dated in a closed month, posted on the first day of the first open month. */
  postedLate: (ownDate: string, postedMonth: string) => renderEnglish(monthClose['en-CA'], 'postedLate', { ownDate, postedMonth }),
  /** The note on the reversal of a bank row the bank removed after its month closed: counted on the first day of the first open month. */
  removedLate: (ownDate: string, postedMonth: string) => renderEnglish(monthClose['en-CA'], 'removedLate', { ownDate, postedMonth }),
  /** The note on the reversal of a closed month's bank row the bank then corrected (amount, date or account): its corrected version is a new row. */
  correctedLate: (ownDate: string, postedMonth: string) => renderEnglish(monthClose['en-CA'], 'correctedLate', { ownDate, postedMonth }),
  /** The note on that corrected version: the closed row's date it replaces, its own date and the month it counts in. */
  correctionLate: (replacedDate: string, ownDate: string, postedMonth: string) =>
    renderEnglish(monthClose['en-CA'], 'correctionLate', { replacedDate, ownDate, postedMonth }),
  tooManyBooksChanges: (retryAfterSeconds: number) =>
    renderEnglish(monthClose['en-CA'], 'tooManyBooksChanges', {
      limit: MONTH_CLOSE_LIMITS.booksChangesPerHour.limit,
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    }),
} as const;
