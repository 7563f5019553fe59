// The year-end statement's and package's answers (YEAR_END_MESSAGES, YEAR_END_PACKAGE_MESSAGES),
// in both languages (issue 31). Lists are variables the English constants fill in (year-end.ts).

export const yearEnd = {
  'en-CA': {
    fiscalYearEndFormat: 'fiscalYearEnd must be a date written YYYY-MM-DD',
    unknownFiscalYear: "No such fiscal year: fiscalYearEnd must be the last day of one of the client's fiscal years (the tax questionnaire's year end)",
    unknownLineT2125: '{{line}} is not a T2125 line we map to: use one of {{lines}}',
    unknownLineGifi: '{{line}} is not a GIFI code we map to: use one of {{lines}}',
    balanceSheetCategory: '{{category}} posts to the balance sheet (a system category): its only line is "{{excluded}}"',
    wrongKindRevenue: '{{line}} is not a revenue line; a revenue category goes on a revenue line or "{{excluded}}"',
    wrongKindExpense: '{{line}} is not a expense line; a expense category goes on a expense line or "{{excluded}}"',
    clientCategory: "category must be the name of one of the client's categories",
    t2125Line: 't2125 must be a T2125 line number such as 8523, or "{{excluded}}"',
    gifiLine: 'gifi must be a GIFI code such as 8523, or "{{excluded}}"',
    packages: {
      notFound: 'No such year-end package',
      notReady: 'This year-end package is not available yet: staff review it before it can be downloaded',
      unknownFileKind: 'Unknown year-end file: use one of {{kinds}}',
      onlyPendingReviewed: 'Only a year-end package waiting for review can be approved or rejected',
      notesRequired: 'Please say why the package is rejected (adminNotes)',
      failed: 'The year-end package could not be prepared; staff have been told',
      statusFilter: 'status must be one of {{statuses}}',
    },
  },
  'fr-CA': {
    fiscalYearEndFormat: 'fiscalYearEnd doit être une date écrite AAAA-MM-JJ',
    unknownFiscalYear:
      'Cet exercice n’existe pas\u00a0: fiscalYearEnd doit être le dernier jour de l’un des exercices du client (la fin d’exercice du questionnaire fiscal)',
    unknownLineT2125: '{{line}} n’est pas une ligne du T2125 que nous utilisons\u00a0: utilisez l’une des lignes suivantes\u00a0: {{lines}}',
    unknownLineGifi: '{{line}} n’est pas un code IGRF que nous utilisons\u00a0: utilisez l’un des codes suivants\u00a0: {{lines}}',
    balanceSheetCategory: '{{category}} est comptabilisée au bilan (une catégorie système)\u00a0: sa seule ligne est «\u00a0{{excluded}}\u00a0»',
    wrongKindRevenue: '{{line}} n’est pas une ligne de revenus; une catégorie de revenus va sur une ligne de revenus ou «\u00a0{{excluded}}\u00a0»',
    wrongKindExpense: '{{line}} n’est pas une ligne de dépenses; une catégorie de dépenses va sur une ligne de dépenses ou «\u00a0{{excluded}}\u00a0»',
    clientCategory: 'category doit être le nom de l’une des catégories du client',
    t2125Line: 't2125 doit être un numéro de ligne du T2125 comme 8523, ou «\u00a0{{excluded}}\u00a0»',
    gifiLine: 'gifi doit être un code IGRF comme 8523, ou «\u00a0{{excluded}}\u00a0»',
    packages: {
      notFound: 'Ce dossier de fin d’exercice n’existe pas',
      notReady: 'Ce dossier de fin d’exercice n’est pas encore disponible\u00a0: le personnel le révise avant qu’il puisse être téléchargé',
      unknownFileKind: 'Fichier de fin d’exercice inconnu\u00a0: utilisez l’un des types suivants\u00a0: {{kinds}}',
      onlyPendingReviewed: 'Seul un dossier de fin d’exercice en attente de révision peut être approuvé ou rejeté',
      notesRequired: 'Veuillez indiquer pourquoi le dossier est rejeté (adminNotes)',
      failed: 'Le dossier de fin d’exercice n’a pas pu être préparé; le personnel en a été avisé',
      statusFilter: 'status doit être l’une des valeurs suivantes\u00a0: {{statuses}}',
    },
  },
} as const;
