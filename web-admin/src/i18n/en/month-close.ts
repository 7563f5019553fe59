/** The month-close board. */
export const monthClose = {
  resources: {
    'month-close': {
      fields: {
        name: 'Client',
        accountManager: 'Account manager',
        accountsReconciled: 'Accounts reconciled',
        openQuestions: 'Open questions',
        undecidedDuplicates: 'Undecided duplicates',
        undecidedTransfers: 'Undecided transfers',
        reportStatus: 'Report',
        ready: 'Ready',
      },
    },
  },
  ledgerleaf: {
    monthClose: {
      empty: 'No client to show for this month',
      emptyDetail: 'Clear “Not ready only” or choose “All clients” to see more.',
      notReadyOnly: 'Not ready only',
      reconciliationOf: 'Reconciliation of %{name}',
      booksOf: 'Books of %{name}',
      noReport: 'No report',
      ready: 'Ready',
      notReady: 'Not ready',
    },
  },
};
