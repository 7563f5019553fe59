// The public face of the reports feature: the Monthly Reports view's Reports tab, loaded on demand.
export { LazyReportsPanel } from './components/lazy-reports-panel';
export { MONTHLY_REPORTS_QUERY_KEY } from './api/get-monthly-reports';
