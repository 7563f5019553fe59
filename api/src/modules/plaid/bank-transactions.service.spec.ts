import { BANK_MESSAGES, EXPORT_MAX_EXCLUDED_IDS, TRANSACTIONS_MAX_LIMIT } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { parseExcludedIds, parseTransactionsPageQuery } from './bank-transactions.service';

/** The field a 400 blames and its message, or null when the input was accepted. */
function blamed(parse: () => unknown): Record<string, string[]> | null {
  try {
    parse();
    return null;
  } catch (error) {
    if (!(error instanceof DomainException)) throw error;
    expect(error.kind).toBe(DomainErrorKind.INVALID);
    return error.details.fields as Record<string, string[]>;
  }
}

describe('parseTransactionsPageQuery', () => {
  it('defaults to the first full page, newest first', () => {
    expect(parseTransactionsPageQuery({})).toEqual({ page: 1, limit: TRANSACTIONS_MAX_LIMIT, sort: { column: 'date', direction: 'desc' } });
  });

  it('sorts ascending by default once a column is chosen, and accepts the direction in any case', () => {
    expect(parseTransactionsPageQuery({ sortColumn: 'amount' }).sort).toEqual({ column: 'amount', direction: 'asc' });
    expect(parseTransactionsPageQuery({ sortColumn: 'name', sortDirection: 'DESC' }).sort).toEqual({ column: 'name', direction: 'desc' });
  });

  it('derives the page from an offset when no page is given', () => {
    expect(parseTransactionsPageQuery({ limit: '50', offset: '120' })).toMatchObject({ page: 3, limit: 50 });
    expect(parseTransactionsPageQuery({ limit: '50', offset: '120', page: '7' })).toMatchObject({ page: 7 });
  });

  it('takes the last value of a repeated parameter', () => {
    expect(parseTransactionsPageQuery({ limit: ['10', '20'] }).limit).toBe(20);
  });

  it('names the one parameter that is wrong, with its own message', () => {
    expect(blamed(() => parseTransactionsPageQuery({ limit: String(TRANSACTIONS_MAX_LIMIT + 1) }))).toEqual({ limit: [BANK_MESSAGES.limitInvalid] });
    expect(blamed(() => parseTransactionsPageQuery({ limit: '0' }))).toEqual({ limit: [BANK_MESSAGES.limitInvalid] });
    expect(blamed(() => parseTransactionsPageQuery({ page: '1.5' }))).toEqual({ page: [BANK_MESSAGES.pageInvalid] });
    expect(blamed(() => parseTransactionsPageQuery({ offset: '-1' }))).toEqual({ offset: [BANK_MESSAGES.offsetInvalid] });
    expect(blamed(() => parseTransactionsPageQuery({ sortColumn: 'user_id' }))).toEqual({ sortColumn: [BANK_MESSAGES.sortColumnInvalid] });
    expect(blamed(() => parseTransactionsPageQuery({ sortDirection: 'sideways' }))).toEqual({ sortDirection: [BANK_MESSAGES.sortDirectionInvalid] });
  });

  it('refuses a sort column that would be SQL rather than a name', () => {
    expect(blamed(() => parseTransactionsPageQuery({ sortColumn: 'date; DROP TABLE users' }))).toEqual({ sortColumn: [BANK_MESSAGES.sortColumnInvalid] });
  });
});

describe('parseExcludedIds', () => {
  it('reads comma lists and repeated parameters alike, dropping duplicates and blanks', () => {
    expect(parseExcludedIds('3, 1,,3')).toEqual([3, 1]);
    expect(parseExcludedIds(['5', '6,7'])).toEqual([5, 6, 7]);
    expect(parseExcludedIds(undefined)).toEqual([]);
  });

  it('drops ids no row can have (0, beyond the integer column) rather than refusing them', () => {
    expect(parseExcludedIds('0,2147483648,42')).toEqual([42]);
  });

  it('refuses anything but digits, and more ids than an export may exclude', () => {
    expect(blamed(() => parseExcludedIds('1,two'))).toEqual({ excludedIds: [BANK_MESSAGES.excludedIdsInvalid] });
    expect(blamed(() => parseExcludedIds('-4'))).toEqual({ excludedIds: [BANK_MESSAGES.excludedIdsInvalid] });
    const tooMany = Array.from({ length: EXPORT_MAX_EXCLUDED_IDS + 1 }, (_, i) => i + 1).join(',');
    expect(blamed(() => parseExcludedIds(tooMany))).toEqual({ excludedIds: [BANK_MESSAGES.excludedIdsInvalid] });
  });
});
