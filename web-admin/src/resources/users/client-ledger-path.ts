import type { Identifier } from 'react-admin';

/** The console's page of a client's books, under the client (a custom route: the API's ledger is per client, not a resource). */
export const CLIENT_LEDGER_ROUTE = '/users/:id/ledger';
export const clientLedgerPath = (id: Identifier) => `/users/${id}/ledger`;
