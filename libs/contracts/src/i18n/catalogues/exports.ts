// The accountant exports' answers (EXPORT_MESSAGES), in both languages (issue 31). Lists and
// limits are variables the English constants fill in (exports.ts).

export const accountantExports = {
  'en-CA': {
    unknownFormat: 'Unknown export format: use one of {{formats}}',
    dateFormat: '{{field}} must be a date written YYYY-MM-DD',
    fromAfterTo: 'from must be on or before to',
    rangeTooLong: 'The period can be at most a year plus a day ({{maxDays}} days from from to to, both included)',
    unknownCategory: '"{{category}}" is not one of your categories: use a category from GET /api/exports/xero-account-codes',
    accountCodesList: 'accountCodes must be a list of { category, accountCode } objects',
    accountCodeFormat: 'accountCode must be 1 to 10 letters or digits, as in your Xero chart of accounts, or null for the default',
    loadFailed: 'Could not prepare the export. Please try again.',
    partFormat: 'part must be a whole number from 1, and applies to xero-journal only (Xero imports {{partLines}} lines a file)',
    categoryName: 'category must be the name of one of your categories',
    accountCodesTooMany: 'At most {{max}} account codes at once',
  },
  'fr-CA': {
    unknownFormat: 'Format d’exportation inconnu\u00a0: utilisez l’un des formats suivants\u00a0: {{formats}}',
    dateFormat: '{{field}} doit être une date écrite AAAA-MM-JJ',
    fromAfterTo: 'from doit être antérieur ou égal à to',
    rangeTooLong: 'La période peut compter au plus un an et un jour ({{maxDays}} jours de from à to, inclusivement)',
    unknownCategory: '«\u00a0{{category}}\u00a0» n’est pas l’une de vos catégories\u00a0: utilisez une catégorie de GET /api/exports/xero-account-codes',
    accountCodesList: 'accountCodes doit être une liste d’objets { category, accountCode }',
    accountCodeFormat: 'accountCode doit compter de 1 à 10 lettres ou chiffres, comme dans votre plan comptable Xero, ou valoir null pour la valeur par défaut',
    loadFailed: 'L’exportation n’a pas pu être préparée. Veuillez réessayer.',
    partFormat: 'part doit être un nombre entier à partir de 1, et ne s’applique qu’à xero-journal (Xero importe {{partLines}} lignes par fichier)',
    categoryName: 'category doit être le nom de l’une de vos catégories',
    accountCodesTooMany: 'Au plus {{max}} codes de compte à la fois',
  },
} as const;
