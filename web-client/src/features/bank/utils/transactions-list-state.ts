import { DEFAULT_TRANSACTION_SORT, type TransactionSort, type TransactionSortColumn } from '@ledgerleaf/contracts';

export interface TransactionsListState {
  page: number;
  sort: TransactionSort;
}

export const INITIAL_LIST_STATE: TransactionsListState = { page: 1, sort: DEFAULT_TRANSACTION_SORT };

/**
 * Client-spec 4: changing the sort goes back to page 1. The same column flips its
 * direction; a new column starts descending for date and amount (newest, largest first)
 * and ascending for text.
 */
export function sortBy(state: TransactionsListState, column: TransactionSortColumn): TransactionsListState {
  if (state.sort.column === column) {
    return { page: 1, sort: { column, direction: state.sort.direction === 'asc' ? 'desc' : 'asc' } };
  }
  const direction = column === 'date' || column === 'amount' ? 'desc' : 'asc';
  return { page: 1, sort: { column, direction } };
}

/** Client-spec 4: changing the page resets the sort to date descending. */
export function goToPage(_state: TransactionsListState, page: number): TransactionsListState {
  return { page, sort: DEFAULT_TRANSACTION_SORT };
}
