import { describe, expect, it } from 'vitest';
import { goToPage, INITIAL_LIST_STATE, sortBy } from './transactions-list-state';

describe('transactions list state', () => {
  it('starts on page 1 sorted by date, newest first', () => {
    expect(INITIAL_LIST_STATE).toEqual({ page: 1, sort: { column: 'date', direction: 'desc' } });
  });

  it('goes back to page 1 when the sort changes', () => {
    const onPage3 = { page: 3, sort: { column: 'date', direction: 'desc' } } as const;
    expect(sortBy(onPage3, 'name')).toEqual({ page: 1, sort: { column: 'name', direction: 'asc' } });
    expect(sortBy(onPage3, 'amount')).toEqual({ page: 1, sort: { column: 'amount', direction: 'desc' } });
  });

  it('flips the direction when the same column is chosen again', () => {
    const byName = sortBy(INITIAL_LIST_STATE, 'name');
    expect(sortBy(byName, 'name').sort).toEqual({ column: 'name', direction: 'desc' });
    expect(sortBy(INITIAL_LIST_STATE, 'date').sort).toEqual({ column: 'date', direction: 'asc' });
  });

  it('resets the sort to date descending when the page changes', () => {
    const byAccount = { page: 1, sort: { column: 'account', direction: 'asc' } } as const;
    expect(goToPage(byAccount, 2)).toEqual({ page: 2, sort: { column: 'date', direction: 'desc' } });
  });
});
