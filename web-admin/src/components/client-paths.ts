import type { Identifier } from 'react-admin';

// The console's pages under a client (custom routes: the API's ledger and reconciliation are per
// client, not resources). Here so that the client page, the reports and the month-close board link to them.

/** The client's books. */
export const CLIENT_LEDGER_ROUTE = '/users/:id/ledger';
export const clientLedgerPath = (id: Identifier) => `/users/${id}/ledger`;

/** The client's reconciliation of a month (YYYY-MM). */
export const CLIENT_RECONCILIATION_ROUTE = '/users/:id/reconciliation/:month';
export const clientReconciliationPath = (id: Identifier, month: string) => `/users/${id}/reconciliation/${month}`;
