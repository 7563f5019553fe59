import type { Identifier } from 'react-admin';
import type { ReconcileRequest, ReconciliationAccount, ReconciliationMonth } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, requestJson, sendJson } from '../../http-client';

const base = (userId: Identifier) => `${ADMIN_API_URL}/users/${userId}/books/reconciliations`;
const one = (userId: Identifier, accountId: number, month: string) => `${base(userId)}/${accountId}/${month}`;

/** A client's bank reconciliation in the console (issue 28, point 2): read, enter a statement balance, reconcile, undo. */
export const clientReconciliationApi = {
  getClientReconciliation: (userId: Identifier, month: string) => requestJson<ReconciliationMonth>(`${base(userId)}?month=${month}`),
  enterClientStatementClosing: (userId: Identifier, accountId: number, month: string, statementClosing: string) =>
    sendJson<ReconciliationAccount>('PUT', one(userId, accountId, month), { statementClosing }),
  /** 422 with `difference` in its body when the books differ and no adjustment is given. */
  reconcileClientAccount: (userId: Identifier, accountId: number, month: string, body: ReconcileRequest = {}) =>
    sendJson<ReconciliationAccount>('POST', `${one(userId, accountId, month)}/reconcile`, body),
  undoClientReconciliation: (userId: Identifier, accountId: number, month: string) =>
    requestJson<ReconciliationAccount>(`${one(userId, accountId, month)}/reconcile`, { method: 'DELETE' }),
};
