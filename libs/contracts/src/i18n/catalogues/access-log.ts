// The access log's answers (ACCESS_LOG_MESSAGES), in both languages (issue 31).

export const accessLog = {
  'en-CA': {
    pageInvalid: 'page must be a whole number from 1, for example page=2',
    dayInvalid: 'filter {{name}} must be a day as YYYY-MM-DD, for example {"{{name}}":"2026-11-01"}',
    rangeInvalid: 'filter from must not be after to',
  },
  'fr-CA': {
    pageInvalid: 'page doit être un nombre entier à partir de 1, par exemple page=2',
    dayInvalid: 'le filtre {{name}} doit être un jour écrit AAAA-MM-JJ, par exemple {"{{name}}":"2026-11-01"}',
    rangeInvalid: 'le filtre from ne doit pas être postérieur à to',
  },
} as const;
