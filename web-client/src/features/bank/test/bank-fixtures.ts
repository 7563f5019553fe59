import type { BankAccountSummary, BankItemSummary, BankTransactionRow, TransactionsResponse } from '@ledgerleaf/contracts';

export function makeItem(overrides: Partial<BankItemSummary> = {}): BankItemSummary {
  return {
    id: 1,
    plaidItemId: 'item-abc',
    institutionId: 'ins_3',
    institutionName: 'RBC Royal Bank',
    status: 'active',
    newAccountsAvailable: false,
    errorCode: null,
    lastSyncedAt: '2026-11-20T12:00:00.000Z',
    createdAt: '2026-09-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeAccount(overrides: Partial<BankAccountSummary> = {}): BankAccountSummary {
  return {
    id: 10,
    accountId: 'acc-chequing',
    itemId: 1,
    institutionName: 'RBC Royal Bank',
    name: 'Business Chequing',
    mask: '4321',
    type: 'depository',
    subtype: 'checking',
    isHidden: false,
    transactionCount: 120,
    createdAt: '2026-09-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeTransaction(id: number, overrides: Partial<BankTransactionRow> = {}): BankTransactionRow {
  return {
    id,
    transactionId: `tx-${id}`,
    accountId: 'acc-chequing',
    accountName: 'Business Chequing',
    amount: '-42.50',
    date: '2026-11-03',
    name: `Purchase ${id}`,
    merchantName: null,
    pending: false,
    category: ['Office Expenses', 'Supplies'],
    categoryId: null,
    paymentChannel: 'in store',
    personalFinanceCategory: null,
    createdAt: '2026-11-04T00:00:00.000Z',
    ...overrides,
  };
}

export function makeTransactionsPage(overrides: Partial<TransactionsResponse> = {}): TransactionsResponse {
  return {
    transactions: [
      makeTransaction(1, { name: 'Staples', amount: '-42.50', date: '2026-11-03' }),
      makeTransaction(2, { name: 'Client payment', amount: '1250.00', date: '2026-11-02', category: ['Transfer', 'Deposit'] }),
    ],
    accounts: [makeAccount()],
    pagination: { total: 2, page: 1, limit: 500, totalPages: 1 },
    sort: { column: 'date', direction: 'desc' },
    ...overrides,
  };
}

export const transactionsKey = (page = 1, column = 'date', direction = 'desc') =>
  `GET /api/plaid/transactions?page=${page}&limit=500&sortColumn=${column}&sortDirection=${direction}`;
