/** The owners' access log and the year-end packages to review. */
export const firmWork = {
  resources: {
    'access-log': {
      fields: {
        q: 'Search',
        staffUserId: 'Staff',
        clientUserId: 'Client',
        from: 'From',
        to: 'To',
        action: 'Action',
        at: 'When',
        staffName: 'Staff',
        clientName: 'Client',
        what: 'What',
        route: 'Route',
        objectRef: 'Object',
        ip: 'Address',
      },
    },
    'year-end-packages': {
      fields: {
        status: 'Status',
        clientName: 'Client',
        fiscalYearEnd: 'Fiscal year',
        form: 'Form',
        adminNotes: 'Notes',
        actions: 'Actions',
      },
    },
  },
  ledgerleaf: {
    accessLog: {
      action: { read: 'Read', change: 'Change' },
      role: { owner: 'owner', bookkeeper: 'bookkeeper', reviewer: 'reviewer' },
      emptyTitle: 'No access recorded yet',
      emptyDetail: "Each time staff read or change a client's data, a row appears here.",
      exportCsv: 'Export CSV',
      exportFailed: 'Export failed',
    },
    yearEnd: {
      status: {
        generating: 'Being prepared',
        pending: 'Waiting for review',
        approved: 'Ready',
        rejected: 'Rejected by staff',
        failed: 'Could not be prepared',
      },
      empty: "No year-end packages match this filter. A package is prepared when a client's last month of the fiscal year is approved.",
      downloadFailed: 'Download failed',
      approved: 'Year-end package approved',
      rejected: 'Year-end package rejected',
      reviewFailed: 'The review could not be saved',
      approve: 'Approve',
      reject: 'Reject',
      rejectTitle: 'Reject the year-end package',
      notes: 'Notes',
      notesRequired: 'Please say why the package is rejected (adminNotes)',
      cancel: 'Cancel',
    },
  },
};
