import { BOOKS_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';
import { parseAsOf, parseJournalQuery } from './books-query';

const refusal = (fn: () => unknown): DomainException => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainException) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('the books queries', () => {
  it('takes asOf as a real day YYYY-MM-DD, today when left out', () => {
    expect(parseAsOf({ asOf: '2026-09-30' })).toBe('2026-09-30');
    expect(parseAsOf({}, '2026-11-28')).toBe('2026-11-28');
    expect(parseAsOf({ asOf: '' }, '2026-11-28')).toBe('2026-11-28');
    expect(parseAsOf({ asOf: ['2026-01-01', '2026-02-28'] })).toBe('2026-02-28');
  });

  it.each(['2026-02-30', '30/09/2026', '2026-9-30', 'today', '2026-09-30T00:00:00Z'])('refuses asOf=%s with a 400 naming the format', (asOf) => {
    const error = refusal(() => parseAsOf({ asOf }));
    expect(error.kind).toBe(DomainErrorKind.INVALID);
    expect(error.message).toBe(BOOKS_MESSAGES.badDate('asOf'));
    expect(error.message).toContain('YYYY-MM-DD');
  });

  it('reads the journal period and page, and refuses a period backwards or a page below 1', () => {
    expect(parseJournalQuery({})).toEqual({ from: null, to: null, page: 1 });
    expect(parseJournalQuery({ from: '2026-09-01', to: '2026-09-30', page: '3' })).toEqual({ from: '2026-09-01', to: '2026-09-30', page: 3 });
    expect(refusal(() => parseJournalQuery({ to: '2026-13-01' })).message).toBe(BOOKS_MESSAGES.badDate('to'));
    expect(refusal(() => parseJournalQuery({ from: '2026-10-01', to: '2026-09-01' })).message).toBe(BOOKS_MESSAGES.badPeriod);
    for (const page of ['0', '-1', '1.5', 'two', '9999999999']) expect(refusal(() => parseJournalQuery({ page })).message).toBe(BOOKS_MESSAGES.badPage);
  });
});
