// The answers of the client ↔ firm thread (CONVERSATION_MESSAGES), in both languages (issue 31).
// Limits are variables the English constants fill in (conversations.ts).

export const conversations = {
  'en-CA': {
    emptyMessage: 'Write a message or attach a file',
    textTooLong: 'A message is at most {{textMax}} characters',
    tooManyAttachments: 'At most {{maxAttachments}} attachments per message',
    attachmentField: 'Attach files in the "{{field}}" field',
    badCursor: 'before must be a message id',
    badLimit: 'limit must be a whole number from 1 to {{pageMax}}',
    badReadUpTo: 'upToMessageId must be a message of this conversation',
    clientNotFound: 'Client not found',
  },
  'fr-CA': {
    emptyMessage: 'Écrivez un message ou joignez un fichier',
    textTooLong: 'Un message compte au plus {{textMax}} caractères',
    tooManyAttachments: 'Au plus {{maxAttachments}} pièces jointes par message',
    attachmentField: 'Joignez les fichiers dans le champ «\u00a0{{field}}\u00a0»',
    badCursor: 'before doit être l’identifiant d’un message',
    badLimit: 'limit doit être un nombre entier de 1 à {{pageMax}}',
    badReadUpTo: 'upToMessageId doit être un message de cette conversation',
    clientNotFound: 'Client introuvable',
  },
} as const;
