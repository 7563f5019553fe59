export const dashboard = {
  ledgerleaf: {
    dashboard: {
      title: 'Admin Dashboard',
      plaidDiagnostics: 'Plaid Diagnostics',
      loadFailed: 'The counts could not be loaded.',
      reportsToReview: 'Monthly reports to review',
      pendingCallRequests: 'Pending call requests',
      unreadMessages: 'Unread messages',
      csvToCategorize: 'CSV uploads to categorize',
      users: 'Users',
    },
  },
};
