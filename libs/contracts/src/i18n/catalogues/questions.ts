// The answers of questions on transactions (QUESTION_MESSAGES), in both languages (issue 31).
// Limits and lists are variables the English constants fill in (questions.ts).

export const questions = {
  'en-CA': {
    notFound: 'Question not found',
    transactionNotInReport: 'transactionId is not a transaction of this report: pick a row of the report’s transaction list',
    transactionIdInvalid: 'transactionId must be the id of a transaction of this report (a whole number)',
    questionRequired: 'question is required: say what you need to know about the transaction',
    questionTooLong: 'question must be at most {{questionMax}} characters',
    onlyPending: 'Questions can only be asked on a pending report',
    alreadyOpen: 'This transaction already has an open question: wait for the answer or edit the report',
    emptyAnswer: 'Give a category, a note or a receipt (or several) to answer the question',
    receiptField: 'The receipt goes in the "{{field}}" field',
    oneReceipt: 'Attach one receipt per answer',
    alreadyAnswered: 'This question was already answered',
    noteTooLong: 'note must be at most {{noteMax}} characters',
    statusInvalid: 'status must be one of: {{statuses}}',
  },
  'fr-CA': {
    notFound: 'Question introuvable',
    transactionNotInReport: 'transactionId n’est pas une opération de ce rapport\u00a0: choisissez une ligne de la liste des opérations du rapport',
    transactionIdInvalid: 'transactionId doit être l’identifiant d’une opération de ce rapport (un nombre entier)',
    questionRequired: 'question est obligatoire\u00a0: dites ce que vous devez savoir sur l’opération',
    questionTooLong: 'question doit compter au plus {{questionMax}} caractères',
    onlyPending: 'On ne peut poser de questions que sur un rapport en attente',
    alreadyOpen: 'Cette opération a déjà une question ouverte\u00a0: attendez la réponse ou modifiez le rapport',
    emptyAnswer: 'Donnez une catégorie, une note ou un reçu (ou plusieurs) pour répondre à la question',
    receiptField: 'Le reçu va dans le champ «\u00a0{{field}}\u00a0»',
    oneReceipt: 'Joignez un seul reçu par réponse',
    alreadyAnswered: 'Il a déjà été répondu à cette question',
    noteTooLong: 'note doit compter au plus {{noteMax}} caractères',
    statusInvalid: 'status doit être l’une des valeurs suivantes\u00a0: {{statuses}}',
  },
} as const;
