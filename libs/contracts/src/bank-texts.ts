// Texts of the bank screens: the client's Transactions view, connected accounts, the
// bank-link flow and its error panel (client-spec sections 2 and 8), the OAuth return
// page and the staff diagnostics page (admin-spec sections 2 and 8). The API's own
// answers live beside its types in bank.ts.

/** Toasts and fixed texts of the client's bank screens. */
export const BANK_TEXTS = {
  // Bank link (client-spec 8)
  scriptLoadFailed: 'Failed to load bank connection interface. Please refresh the page and try again.',
  scriptNotReady: 'Bank connection interface not ready. Please wait a moment and try again.',
  sessionErrorTitle: 'Session Error',
  sessionErrorDescription: 'Your session has expired. The page will reload in 3 seconds.',
  emptyResponse: 'Server returned an empty response. Please try again.',
  parseFailed: 'Failed to parse server response. Please try again.',
  noLinkToken: 'No link token returned from server',
  linkTokenFailed: 'Failed to create link token',
  configurationRequiredTitle: 'Configuration Required',
  connectionErrorTitle: 'Connection Error',
  exitFallback: 'Error connecting to your bank. Please try again.',
  linkSucceededTitle: 'Bank connected',
  linkSucceeded: 'Your accounts are linked. Transactions appear as soon as the bank sends them.',
  setAccessTokenFailed: 'Failed to set access token',
  // Bank management (client-spec 8)
  visibilityFailed: 'Visibility update failed',
  refreshFailed: 'Refresh failed',
  refreshStarted: 'Refreshing your accounts. New transactions appear in a moment.',
  disconnectFailed: 'Failed to disconnect',
  disconnected: 'Bank disconnected',
  reconnectFailedTitle: 'Reconnection Failed',
  reconnectErrorTitle: 'Reconnection Error',
  reconnected: 'Bank connection restored',
  disconnectWarning: 'Disconnecting removes this bank and all transactions imported from it. Reports already generated are kept. This cannot be undone.',
  // Transactions (client-spec 8)
  fetchFailed: 'Failed to fetch transactions',
  exportFailed: 'Export Failed',
  summaryExportFailed: 'Summary Export Failed',
  historyNote: 'Banks only provide about 90 days of transaction history.',
  healthAlertTitle: 'A bank connection needs your attention',
  noTransactions: 'No transactions yet',
  noAccounts: 'No bank accounts connected',
  // Bank-error panel (client-spec 2)
  panelTitles: {
    session: 'Session Error',
    connection: 'Connection Error',
    api: 'Bank API Error',
    bank: 'Bank Connection Error',
  },
  refreshPage: 'Refresh Page',
  logInAgain: 'Log In Again',
  hiddenAccountsKey: 'hiddenAccountIds',
} as const;

/** The bank-connection return page (admin-spec section 2). */
export const OAUTH_CALLBACK_TEXTS = {
  title: 'Connecting Your Bank',
  processing: 'Processing your bank connection...',
  missingToken: 'Invalid callback data. Missing public token.',
  success: 'Bank connected successfully! Redirecting back to dashboard...',
  failure: 'Failed to connect bank account. Please try again later.',
} as const;

/** The staff diagnostics page (admin-spec sections 2 and 8). */
export const DIAGNOSTICS_TEXTS = {
  title: 'Plaid Diagnostics',
  adminRequiredTitle: 'Admin Access Required',
  adminRequired: 'You need admin privileges to access this page.',
  credentialsUnreachable: 'Failed to fetch credentials status from server',
  connectionUnreachable: 'Failed to fetch connection status from server',
  connectionMissing: 'Unable to connect to Plaid API',
  connectionSuccessful: 'Connection Successful',
  connectionFailed: 'Connection Failed',
  missingCredentials: 'Missing Credentials',
  institutionTestFailed: 'Failed to test institution name. See console for details.',
  statusPageUrl: 'https://status.plaid.com',
} as const;
