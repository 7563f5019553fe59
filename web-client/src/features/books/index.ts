// The public face of the books feature: the dashboard's Balance Sheet view, loaded on demand.
export { LazyBalanceSheetView } from './components/lazy-balance-sheet-view';
