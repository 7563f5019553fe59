// The month close's answers (issue 28), in both languages (issue 31). "{{month, month}}" is a
// YYYY-MM written as the month's name ("October 2026", "octobre 2026").

export const monthClose = {
  'en-CA': {
    closed: '{{month, month}} is closed; ask your bookkeeper to reopen it',
    postedLate: 'Dated {{ownDate}}, after {{ownDate, month}} was closed: counted in {{postedMonth, month}}',
    removedLate: 'Removed by the bank: dated {{ownDate}}, in {{ownDate, month}}, which was closed: reversed in {{postedMonth, month}}',
    correctedLate:
      'Corrected by the bank: the row dated {{ownDate}}, in {{ownDate, month}}, which was closed, is reversed in {{postedMonth, month}}; its corrected version is a row of its own',
    correctionLate:
      'Corrected by the bank: replaces the row dated {{replacedDate}}, in {{replacedDate, month}}, which was closed; dated {{ownDate}}, counted in {{postedMonth, month}}',
    tooManyBooksChanges: 'You have changed your books {{limit}} times in the last hour, the hourly limit. Please try again in {{minutes}} minutes.',
  },
  'fr-CA': {
    closed: '{{month, month}} est clôturé; demandez à votre teneur de livres de le rouvrir',
    postedLate: 'Daté du {{ownDate}}, après la clôture de {{ownDate, month}} : comptabilisé en {{postedMonth, month}}',
    removedLate: 'Retiré par la banque : daté du {{ownDate}}, en {{ownDate, month}}, qui était clôturé : contrepassé en {{postedMonth, month}}',
    correctedLate:
      'Corrigé par la banque : la ligne datée du {{ownDate}}, en {{ownDate, month}}, qui était clôturé, est contrepassée en {{postedMonth, month}}; sa version corrigée est une ligne distincte',
    correctionLate:
      'Corrigé par la banque : remplace la ligne datée du {{replacedDate}}, en {{replacedDate, month}}, qui était clôturé; datée du {{ownDate}}, comptabilisée en {{postedMonth, month}}',
    tooManyBooksChanges:
      'Vous avez modifié vos livres {{limit}} fois au cours de la dernière heure, soit la limite horaire. Veuillez réessayer dans {{minutes}} minutes.',
  },
} as const;
