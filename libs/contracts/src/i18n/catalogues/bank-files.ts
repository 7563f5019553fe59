// The bank-file readers' answers (issues 25 and 31), in both languages. Limits are variables
// the English constants fill in (bank-files.ts).

export const bankFiles = {
  'en-CA': {
    notBankFile:
      'This file is not a bank export (it looks like a PDF, a spreadsheet, an archive or an image). Download the CSV or OFX file from your bank and try again.',
    needsMapping: 'We do not know this file’s layout yet. Tell us which column is the date, the description and the amount.',
    mappingInvalid:
      'mapping must be JSON: {"date": n, "name": n, "amount": n} or {"date": n, "name": n, "debit": n, "credit": n}, with column numbers from 0 or column names, and optionally a dateFormat of auto, YYYY-MM-DD, MM/DD/YYYY, DD/MM/YYYY or YYYYMMDD, a dateOrder of YMD, DMY or MDY, and a decimalSeparator of "." or ",".',
    mappingColumnOutOfRange: 'mapping names column {{column}}, but the file has {{count}} columns (numbered from 0).',
    mappingColumnUnknown: 'mapping names the column "{{name}}", but the file has no column of that name. Its columns are: {{columns}}.',
    mappingDateConflict: "mapping's dateFormat {{dateFormat}} and dateOrder {{dateOrder}} disagree: give one of them, or the two in agreement.",
    tooFewColumns:
      'This file has fewer than 3 columns, so it cannot hold a date, a description and an amount. Download the CSV file from your bank again and upload it as it is.',
    ofxUnreadable: 'The file could not be read as OFX/QFX. Download it again from your bank (Quicken or Money format) and try again.',
    ofxNoStatement: 'The OFX file holds no bank or credit card statement with transactions.',
    ofxMalformedTag:
      'The file could not be read as OFX/QFX: line {{line}} has a tag that is not well formed. Download it again from your bank (Quicken or Money format) and upload it as it is.',
    ofxTagTooLong:
      'The file could not be read as OFX/QFX: line {{line}} has a tag name longer than {{maxTagLength}} characters. Download it again from your bank (Quicken or Money format) and upload it as it is.',
    ofxValueTooLong:
      'The file could not be read as OFX/QFX: line {{line}} has a value longer than {{maxValueLength, number}} characters. Download it again from your bank (Quicken or Money format) and upload it as it is.',
    ofxTooDeep:
      'The file could not be read as OFX/QFX: on line {{line}} its tags are nested more than {{maxDepth}} levels deep. Download it again from your bank (Quicken or Money format) and upload it as it is.',
    ofxUnclosed:
      'The file could not be read as OFX/QFX: the comment, CDATA section or declaration starting on line {{line}} is never closed. Download it again from your bank (Quicken or Money format) and upload it as it is.',
    ofxBadCurrency:
      'The OFX file\'s {{tag}} on line {{line}} is "{{value}}", not a three-letter currency code in capitals such as CAD or USD. Download it again from your bank (Quicken or Money format) and upload it as it is.',
    parse: {
      tooSlow:
        "This file took longer than {{seconds}} seconds to read, so it was not stored. Check that it is the bank's own CSV or OFX export, or split it into smaller files.",
      tooBig:
        "This file needs more memory to read than an upload may take, so it was not stored. Check that it is the bank's own CSV or OFX export, or split it into smaller files.",
    },
  },
  'fr-CA': {
    notBankFile:
      'Ce fichier n’est pas une exportation bancaire (il ressemble à un PDF, à un tableur, à une archive ou à une image). Téléchargez le fichier CSV ou OFX de votre banque et réessayez.',
    needsMapping: 'Nous ne connaissons pas encore la disposition de ce fichier. Indiquez-nous quelle colonne contient la date, la description et le montant.',
    mappingInvalid:
      'mapping doit être du JSON : {"date": n, "name": n, "amount": n} ou {"date": n, "name": n, "debit": n, "credit": n}, avec des numéros de colonne à partir de 0 ou des noms de colonne, et au besoin un dateFormat parmi auto, YYYY-MM-DD, MM/DD/YYYY, DD/MM/YYYY ou YYYYMMDD, un dateOrder parmi YMD, DMY ou MDY, et un decimalSeparator « . » ou « , ».',
    mappingColumnOutOfRange: 'mapping désigne la colonne {{column}}, mais le fichier compte {{count}} colonnes (numérotées à partir de 0).',
    mappingColumnUnknown: 'mapping désigne la colonne « {{name}} », mais le fichier n’a aucune colonne de ce nom. Ses colonnes sont : {{columns}}.',
    mappingDateConflict:
      'Le dateFormat {{dateFormat}} et le dateOrder {{dateOrder}} de mapping se contredisent : donnez l’un des deux, ou les deux concordants.',
    tooFewColumns:
      'Ce fichier compte moins de 3 colonnes : il ne peut donc pas contenir une date, une description et un montant. Téléchargez de nouveau le fichier CSV de votre banque et téléversez-le tel quel.',
    ofxUnreadable: 'Le fichier n’a pas pu être lu comme un OFX/QFX. Téléchargez-le de nouveau de votre banque (format Quicken ou Money) et réessayez.',
    ofxNoStatement: 'Le fichier OFX ne contient aucun relevé bancaire ou de carte de crédit avec des opérations.',
    ofxMalformedTag:
      'Le fichier n’a pas pu être lu comme un OFX/QFX : la ligne {{line}} contient une balise mal formée. Téléchargez-le de nouveau de votre banque (format Quicken ou Money) et téléversez-le tel quel.',
    ofxTagTooLong:
      'Le fichier n’a pas pu être lu comme un OFX/QFX : la ligne {{line}} contient un nom de balise de plus de {{maxTagLength}} caractères. Téléchargez-le de nouveau de votre banque (format Quicken ou Money) et téléversez-le tel quel.',
    ofxValueTooLong:
      'Le fichier n’a pas pu être lu comme un OFX/QFX : la ligne {{line}} contient une valeur de plus de {{maxValueLength, number}} caractères. Téléchargez-le de nouveau de votre banque (format Quicken ou Money) et téléversez-le tel quel.',
    ofxTooDeep:
      'Le fichier n’a pas pu être lu comme un OFX/QFX : à la ligne {{line}}, ses balises sont imbriquées sur plus de {{maxDepth}} niveaux. Téléchargez-le de nouveau de votre banque (format Quicken ou Money) et téléversez-le tel quel.',
    ofxUnclosed:
      'Le fichier n’a pas pu être lu comme un OFX/QFX : le commentaire, la section CDATA ou la déclaration qui commence à la ligne {{line}} n’est jamais fermé. Téléchargez-le de nouveau de votre banque (format Quicken ou Money) et téléversez-le tel quel.',
    ofxBadCurrency:
      'Le {{tag}} du fichier OFX à la ligne {{line}} est « {{value}} », et non un code de devise de trois lettres majuscules comme CAD ou USD. Téléchargez-le de nouveau de votre banque (format Quicken ou Money) et téléversez-le tel quel.',
    parse: {
      tooSlow:
        'La lecture de ce fichier a pris plus de {{seconds}} secondes : il n’a donc pas été enregistré. Vérifiez qu’il s’agit bien de l’exportation CSV ou OFX de la banque, ou divisez-le en fichiers plus petits.',
      tooBig:
        'La lecture de ce fichier demande plus de mémoire qu’un téléversement ne peut en prendre : il n’a donc pas été enregistré. Vérifiez qu’il s’agit bien de l’exportation CSV ou OFX de la banque, ou divisez-le en fichiers plus petits.',
    },
  },
} as const;
