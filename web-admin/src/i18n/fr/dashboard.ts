export const dashboard = {
  ledgerleaf: {
    dashboard: {
      title: 'Tableau de bord',
      plaidDiagnostics: 'Diagnostic Plaid',
      loadFailed: 'Les compteurs n’ont pas pu être chargés.',
      reportsToReview: 'Rapports mensuels à réviser',
      pendingCallRequests: 'Demandes de rappel en attente',
      unreadMessages: 'Messages non lus',
      csvToCategorize: 'Fichiers CSV à catégoriser',
      users: 'Utilisateurs',
    },
  },
};
