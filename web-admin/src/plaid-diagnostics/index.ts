export { PlaidDiagnosticsPage } from './plaid-diagnostics-page';
export const PLAID_DIAGNOSTICS_PATH = '/plaid-diagnostics';
