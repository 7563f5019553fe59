// The missing-receipts list's answers (MISSING_RECEIPT_MESSAGES), in both languages (issue 31);
// its weekly mail is the `mail` namespace's.

export const missingReceipts = {
  'en-CA': {
    dateInvalid: 'from and to must be real dates written YYYY-MM-DD.',
    rangeInvalid: 'from must be on or before to.',
    rangeTooLong: 'The range can be at most 4 years (the time to claim an input tax credit).',
  },
  'fr-CA': {
    dateInvalid: 'from et to doivent être des dates réelles écrites AAAA-MM-JJ.',
    rangeInvalid: 'from doit être antérieur ou égal à to.',
    rangeTooLong: 'La période peut couvrir au plus 4 ans (le délai pour demander un crédit de taxe sur les intrants).',
  },
} as const;
