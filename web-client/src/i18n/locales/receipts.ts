// The Receipts tab (so far its missing-receipts list).
export const receipts = {
  'en-CA': {
    missing: {
      title: 'Missing receipts',
      intro:
        "Purchases of $100 or more in the last 90 days with no receipt. The CRA asks for a receipt behind every input tax credit; from $100 it must show the supplier's GST/HST number. Send the receipt above and it is matched to its purchase.",
      loadFailed: 'Missing receipts could not be loaded',
      tryLater: 'Please try again in a moment.',
      noneTitle: 'No missing receipts',
      noneHint: 'Every purchase of $100 or more of the last 90 days has its receipt.',
      list: 'Purchases without a receipt',
      previous: 'Previous',
      next: 'Next',
      pageOf_one: 'Page {{page}} of {{pages}} ({{count}} purchase)',
      pageOf_other: 'Page {{page}} of {{pages}} ({{count}} purchases)',
    },
  },
  'fr-CA': {
    missing: {
      title: 'Reçus manquants',
      intro:
        'Achats de 100 $ ou plus des 90 derniers jours sans reçu. L’ARC exige un reçu pour chaque crédit de taxe sur les intrants (CTI); à partir de 100 $, il doit indiquer le numéro de TPS/TVH du fournisseur. Envoyez le reçu ci-dessus : il sera jumelé à son achat.',
      loadFailed: 'Les reçus manquants n’ont pas pu être chargés',
      tryLater: 'Veuillez réessayer dans un moment.',
      noneTitle: 'Aucun reçu manquant',
      noneHint: 'Chaque achat de 100 $ ou plus des 90 derniers jours a son reçu.',
      list: 'Achats sans reçu',
      previous: 'Précédente',
      next: 'Suivante',
      pageOf_one: 'Page {{page}} de {{pages}} ({{count}} achat)',
      pageOf_other: 'Page {{page}} de {{pages}} ({{count}} achats)',
    },
  },
} as const;
