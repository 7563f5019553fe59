// The month close's answers (issue 28), in both languages (issue 31). "{{month, month}}" is a
// YYYY-MM written as the month's name ("October 2026", "octobre 2026").

export const monthClose = {
  'en-CA': {
    closed: '{{month, month}} is closed; ask your bookkeeper to reopen it',
    postedLate: 'Dated {{ownDate}}, after {{ownDate, month}} was closed: counted in {{postedMonth, month}}',
    removedLate: 'Removed by the bank: dated {{ownDate}}, in {{ownDate, month}}, which was closed: reversed in {{postedMonth, month}}',
    tooManyBooksChanges: 'You have changed your books {{limit}} times in the last hour, the hourly limit. Please try again in {{minutes}} minutes.',
  },
  'fr-CA': {
    closed: '{{month, month}} est clôturé; demandez à votre teneur de livres de le rouvrir',
    postedLate: 'Daté du {{ownDate}}, après la clôture de {{ownDate, month}} : comptabilisé en {{postedMonth, month}}',
    removedLate: 'Retiré par la banque : daté du {{ownDate}}, en {{ownDate, month}}, qui était clôturé : contrepassé en {{postedMonth, month}}',
    tooManyBooksChanges:
      'Vous avez modifié vos livres {{limit}} fois au cours de la dernière heure, soit la limite horaire. Veuillez réessayer dans {{minutes}} minutes.',
  },
} as const;
