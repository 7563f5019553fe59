// The console's page of a client's books: its route lives with the other pages under a client.
export { CLIENT_LEDGER_ROUTE, clientLedgerPath } from '../../components/client-paths';
