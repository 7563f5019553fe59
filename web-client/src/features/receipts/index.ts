// The public face of the receipts feature: the dashboard's Receipts tab, loaded on demand.
export { LazyReceiptsTab } from './components/lazy-receipts-tab';
