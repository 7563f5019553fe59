// The receipts' answers (issue 29), in both languages (issue 31). Limits are variables the
// English constants fill in (receipts.ts).

export const receipts = {
  'en-CA': {
    notFound: 'Receipt not found.',
    noFiles: 'Choose at least one receipt (a photo or a PDF).',
    tooManyFiles: 'At most {{maxFiles}} receipts at a time.',
    unexpectedField: 'Send receipts in the "{{field}}" field.',
    kindRefused: '"{{name}}" is not a receipt we can read: send a JPEG, PNG or HEIC photo, or a PDF.',
    duplicate: '"{{name}}" was already sent on {{uploadedOn}} as "{{firstName}}" (receipt {{firstId}}).',
    noChange: 'Send at least one field to correct.',
    amountInvalid: '{{field}} must be an amount such as 12.34.',
    dateInvalid: 'The date must be a real date, as YYYY-MM-DD.',
    currencyInvalid: 'The currency must be a three-letter code such as CAD or USD.',
    businessNumberInvalid: 'The business number must be 9 digits with a valid check digit, optionally followed by RT and 4 digits (123456782RT0001).',
    vendorInvalid: 'The vendor must be 1 to {{vendorMaxLength}} characters.',
    unknownField: '"{{field}}" is not a field of a receipt.',
    transactionNotFound: 'No such transaction in your books.',
    notReadYet: 'The receipt is still being read.',
    notMatched: 'The receipt is not linked to a transaction.',
    pageInvalid: 'page must be a whole number from 1, pageSize from 1 to {{maxPageSize}}.',
    statusInvalid: 'status must be one of {{statuses}}.',
    unreadableNoText: 'No text could be read from this file. Type the fields yourself, or send a sharper photo.',
    unreadableNoTotal: 'No total could be found in the text read. Type the total (and the other fields) yourself.',
    unreadableTooSlow: 'Reading this file took too long. Type the fields yourself, or send a smaller photo.',
    unreadableDamaged: 'This file could not be opened (damaged, protected or not what its name says). Type the fields yourself.',
    unreadableFailed: 'Reading this receipt failed. Type the fields yourself.',
    noRateNotConfigured:
      'This receipt is in {{currency}}: exchange rates are not configured, so it is not matched to your bank automatically. Pick its transaction yourself.',
    noRateUnsupported:
      'The Bank of Canada publishes no daily rate for {{currency}}, so this receipt is not matched automatically. Pick its transaction yourself.',
    noRateUnavailable: 'No Bank of Canada rate for {{currency}} on or before {{date}} yet: we will try again when new bank transactions arrive.',
    otherMerchant: 'The bank line "{{bankText}}" does not name "{{vendor}}": check it is the payment for this receipt before linking it.',
  },
  'fr-CA': {
    notFound: 'Reçu introuvable.',
    noFiles: 'Choisissez au moins un reçu (une photo ou un PDF).',
    tooManyFiles: 'Au plus {{maxFiles}} reçus à la fois.',
    unexpectedField: 'Envoyez les reçus dans le champ « {{field}} ».',
    kindRefused: '« {{name}} » n’est pas un reçu que nous pouvons lire : envoyez une photo JPEG, PNG ou HEIC, ou un PDF.',
    duplicate: '« {{name}} » a déjà été envoyé le {{uploadedOn}} sous le nom « {{firstName}} » (reçu {{firstId}}).',
    noChange: 'Envoyez au moins un champ à corriger.',
    amountInvalid: '{{field}} doit être un montant comme 12.34.',
    dateInvalid: 'La date doit être une date réelle, au format AAAA-MM-JJ.',
    currencyInvalid: 'La devise doit être un code de trois lettres comme CAD ou USD.',
    businessNumberInvalid:
      'Le numéro d’entreprise doit compter 9 chiffres avec un chiffre de contrôle valide, suivis au besoin de RT et de 4 chiffres (123456782RT0001).',
    vendorInvalid: 'Le fournisseur doit compter de 1 à {{vendorMaxLength}} caractères.',
    unknownField: '« {{field}} » n’est pas un champ d’un reçu.',
    transactionNotFound: 'Cette opération n’existe pas dans vos livres.',
    notReadYet: 'Le reçu est encore en cours de lecture.',
    notMatched: 'Le reçu n’est lié à aucune opération.',
    pageInvalid: 'page doit être un nombre entier à partir de 1, pageSize de 1 à {{maxPageSize}}.',
    statusInvalid: 'status doit être l’une des valeurs suivantes\u00a0: {{statuses}}.',
    unreadableNoText: 'Aucun texte n’a pu être lu dans ce fichier. Saisissez les champs vous-même, ou envoyez une photo plus nette.',
    unreadableNoTotal: 'Aucun total n’a été trouvé dans le texte lu. Saisissez le total (et les autres champs) vous-même.',
    unreadableTooSlow: 'La lecture de ce fichier a pris trop de temps. Saisissez les champs vous-même, ou envoyez une photo plus petite.',
    unreadableDamaged: 'Ce fichier n’a pas pu être ouvert (endommagé, protégé ou différent de ce qu’indique son nom). Saisissez les champs vous-même.',
    unreadableFailed: 'La lecture de ce reçu a échoué. Saisissez les champs vous-même.',
    noRateNotConfigured:
      'Ce reçu est en {{currency}} : les taux de change ne sont pas configurés, il n’est donc pas rapproché automatiquement de votre banque. Choisissez vous-même son opération.',
    noRateUnsupported:
      'La Banque du Canada ne publie aucun taux quotidien pour {{currency}}; ce reçu n’est donc pas rapproché automatiquement. Choisissez vous-même son opération.',
    noRateUnavailable:
      'Pas encore de taux de la Banque du Canada pour {{currency}} au {{date}} ou avant : nous réessaierons à l’arrivée de nouvelles opérations bancaires.',
    otherMerchant: 'La ligne bancaire « {{bankText}} » ne nomme pas « {{vendor}} » : vérifiez qu’il s’agit bien du paiement de ce reçu avant de le lier.',
  },
} as const;
