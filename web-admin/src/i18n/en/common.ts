/** The shell (app bar, menu) and the components every screen shares. */
export const common = {
  ledgerleaf: {
    layout: {
      title: 'Ledgerleaf Staff Console',
      backToSite: 'Back to site',
      loading: 'Loading',
      language: 'Language',
      security: 'Security',
      queues: 'Queues',
      logoutFailed: 'Logout failed',
    },
    common: {
      month: 'Month',
      retry: 'Retry',
      accountManager: 'Account manager',
      myClients: 'My clients',
      allClients: 'All clients',
      uncategorized: 'Uncategorized',
      fileNotFoundTitle: 'File Not Found',
      downloadErrorTitle: 'Download Error',
      reportPending: 'Pending',
      reportApproved: 'Approved',
      reportRejected: 'Rejected',
    },
  },
};
