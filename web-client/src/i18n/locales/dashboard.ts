// The dashboard's frame: greeting and tab names (each tab has its own namespace).
export const dashboard = {
  'en-CA': {
    welcome: 'Welcome back, {{name}}!',
    lead: 'Your transactions, documents and monthly reports, all in one place.',
    sections: 'Dashboard sections',
    messagesUnread: '{{label}}, {{count}} unread',
    tabs: {
      new: 'Manual Submission Bookkeeping',
      history: 'Manual Submissions History',
      reports: 'Monthly Reports',
      'balance-sheet': 'Balance Sheet',
      csv: 'CSV Upload & AI Categorization',
      receipts: 'Receipts',
      'sales-tax': 'Sales tax',
      messages: 'Messages',
      profile: 'Profile',
      // i18n-client-reports: the Monthly Reports tab's own views.
      monthlyReports: { sections: 'Monthly Reports sections', reports: 'Reports', categories: 'Category Configuration' },
    },
  },
  'fr-CA': {
    welcome: 'Bon retour, {{name}}!',
    lead: 'Vos transactions, vos documents et vos rapports mensuels, au même endroit.',
    sections: 'Sections du tableau de bord',
    messagesUnread: '{{label}}, {{count, number}} non lus',
    tabs: {
      new: 'Soumission manuelle de pièces',
      history: 'Historique des soumissions',
      reports: 'Rapports mensuels',
      'balance-sheet': 'Bilan',
      csv: 'Téléversement CSV et catégorisation IA',
      receipts: 'Reçus',
      'sales-tax': 'Taxes de vente',
      messages: 'Messages',
      profile: 'Profil',
      // i18n-client-reports: the Monthly Reports tab's own views.
      monthlyReports: { sections: 'Sections des rapports mensuels', reports: 'Rapports', categories: 'Configuration des catégories' },
    },
  },
} as const;
