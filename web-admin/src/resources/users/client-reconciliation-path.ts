// The console's reconciliation page of a client and month: its route lives with the other pages under a client.
export { CLIENT_RECONCILIATION_ROUTE, clientReconciliationPath } from '../../components/client-paths';
