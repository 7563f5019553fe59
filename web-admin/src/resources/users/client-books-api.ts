import type { Identifier } from 'react-admin';
import type { BalanceSheetResponse, BookAccountsResponse, OpeningBalanceRequest, OpeningBalanceResponse, TrialBalanceResponse } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, requestJson, sendJson } from '../../http-client';

const base = (id: Identifier) => `${ADMIN_API_URL}/users/${id}/books`;

/** One client's books in the console: the balance sheet and the trial balance at a day (issue 27). */
export const clientBooksApi = {
  getClientBalanceSheet: (id: Identifier, asOf: string) => requestJson<BalanceSheetResponse>(`${base(id)}/balance-sheet?asOf=${asOf}`),
  getClientTrialBalance: (id: Identifier, asOf: string) => requestJson<TrialBalanceResponse>(`${base(id)}/trial-balance?asOf=${asOf}`),
  /** The chart of accounts today, with each account of money's opening balance. */
  getClientBookAccounts: (id: Identifier) => requestJson<BookAccountsResponse>(`${base(id)}/accounts`),
  setClientOpeningBalance: (id: Identifier, accountId: number, body: OpeningBalanceRequest) =>
    sendJson<OpeningBalanceResponse>('PUT', `${base(id)}/accounts/${accountId}/opening-balance`, body),
};
