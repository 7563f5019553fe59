import { BOOKS_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';

const invalidParam = (name: string, message: string) => new DomainException(DomainErrorKind.INVALID, message, { fields: { [name]: [message] } });
const single = (value: unknown): string | undefined =>
  Array.isArray(value) ? String(value[value.length - 1]) : value === undefined ? undefined : String(value);

/** A real calendar day written YYYY-MM-DD, or undefined. */
export function isoDay(value: string | undefined): string | undefined {
  if (value === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value ? undefined : value;
}

/** `asOf` of the statements: a day YYYY-MM-DD, today (UTC) when left out; anything else a 400 naming the format. */
export function parseAsOf(raw: Record<string, unknown>, today: string = new Date().toISOString().slice(0, 10)): string {
  const value = single(raw.asOf);
  if (value === undefined || value === '') return today;
  const day = isoDay(value);
  if (!day) throw invalidParam('asOf', BOOKS_MESSAGES.badDate('asOf'));
  return day;
}

export interface JournalQuery {
  from: string | null;
  to: string | null;
  page: number;
}

/** GET /api/books/journal's query: an optional period (days YYYY-MM-DD) and a page (from 1). */
export function parseJournalQuery(raw: Record<string, unknown>): JournalQuery {
  const day = (name: 'from' | 'to'): string | null => {
    const value = single(raw[name]);
    if (value === undefined || value === '') return null;
    const parsed = isoDay(value);
    if (!parsed) throw invalidParam(name, BOOKS_MESSAGES.badDate(name));
    return parsed;
  };
  const from = day('from');
  const to = day('to');
  if (from && to && from > to) throw invalidParam('from', BOOKS_MESSAGES.badPeriod);
  const pageText = single(raw.page);
  let page = 1;
  if (pageText !== undefined && pageText !== '') {
    if (!/^\d{1,9}$/.test(pageText.trim()) || Number(pageText) < 1) throw invalidParam('page', BOOKS_MESSAGES.badPage);
    page = Number(pageText);
  }
  return { from, to, page };
}
