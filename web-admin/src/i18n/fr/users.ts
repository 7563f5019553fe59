export const users = {
  resources: {
    users: {
      fields: {
        id: 'No',
        lastName: 'Nom',
        name: 'Nom',
        email: 'Courriel',
        phone: 'Téléphone',
        isAdmin: 'Personnel',
        accountManagerName: 'Gestionnaire de compte',
        paymentPlan: 'Forfait',
        registrationType: 'Inscription',
        createdAt: 'Créé le',
        hasCompletedQuestionnaire: 'Questionnaire',
      },
    },
  },
  ledgerleaf: {
    users: {
      empty: 'Aucun utilisateur pour l’instant',
      noPlan: 'Aucun forfait',
      registration: { PAID: 'Payante', COUPON: 'Coupon' },
      questionnaireCompleted: 'Rempli',
      questionnaireNotCompleted: 'Non rempli',
      books: 'Livres',
      reconciliation: 'Rapprochement',
      accountManagerSection: 'Gestionnaire de compte',
      taxSection: 'Taxes de vente (estimations TPS/TVH)',
      balanceSheetSection: 'Bilan',
      trialBalanceSection: 'Balance de vérification',
      openingBalancesSection: 'Soldes d’ouverture',
      conversationSection: 'Conversation',
      aiUsage: {
        label: 'Jetons d’IA ce mois-ci',
        ofCap: '%{used} jetons sur %{cap} (%{percent} %)',
        capReached: 'Plafond atteint : le catégoriseur hors ligne sert ce client jusqu’au mois prochain.',
        aiOff: 'La catégorisation par IA est désactivée (AI_MONTHLY_TOKEN_CAP vaut 0).',
        loadFailed: 'Impossible de charger l’utilisation de l’IA',
      },
    },
  },
};
