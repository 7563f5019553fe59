// The public face of the bank feature: the Transactions view, the Profile's connected
// accounts and the OAuth return page. Each is loaded on demand by its importer.
export { LazyTransactionsView } from './components/lazy-transactions-view';
export { LazyConnectedAccountsSection } from './components/lazy-connected-accounts-section';
