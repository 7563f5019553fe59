import type { Identifier } from 'react-admin';

/** The console's reconciliation page of a client and month (a custom route under the client, as the books page). */
export const CLIENT_RECONCILIATION_ROUTE = '/users/:id/reconciliation/:month';
export const clientReconciliationPath = (id: Identifier, month: string) => `/users/${id}/reconciliation/${month}`;
