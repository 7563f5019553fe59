export const monthClose = {
  resources: {
    'month-close': {
      fields: {
        name: 'Client',
        accountManager: 'Gestionnaire de compte',
        accountsReconciled: 'Comptes rapprochés',
        openQuestions: 'Questions ouvertes',
        undecidedDuplicates: 'Doublons à trancher',
        undecidedTransfers: 'Virements à trancher',
        reportStatus: 'Rapport',
        ready: 'Prêt',
      },
    },
  },
  ledgerleaf: {
    monthClose: {
      empty: 'Aucun client à afficher pour ce mois',
      emptyDetail: 'Décochez « Non prêts seulement » ou choisissez « Tous les clients » pour en voir davantage.',
      notReadyOnly: 'Non prêts seulement',
      reconciliationOf: 'Rapprochement de %{name}',
      booksOf: 'Livres de %{name}',
      noReport: 'Aucun rapport',
      ready: 'Prêt',
      notReady: 'Non prêt',
    },
  },
};
