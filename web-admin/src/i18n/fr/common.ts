export const common = {
  ledgerleaf: {
    layout: {
      title: 'Console du personnel Ledgerleaf',
      backToSite: 'Retour au site',
      loading: 'Chargement',
      language: 'Langue',
      security: 'Sécurité',
      queues: 'Files de travaux',
      logoutFailed: 'La déconnexion a échoué',
    },
    common: {
      month: 'Mois',
      retry: 'Réessayer',
      accountManager: 'Gestionnaire de compte',
      myClients: 'Mes clients',
      allClients: 'Tous les clients',
      uncategorized: 'Non catégorisé',
      fileNotFoundTitle: 'Fichier introuvable',
      downloadErrorTitle: 'Erreur de téléchargement',
      reportPending: 'En attente',
      reportApproved: 'Approuvé',
      reportRejected: 'Rejeté',
    },
  },
};
