// Texts shared by every screen of the SPA. One file per namespace under locales/, each with
// the same keys in both languages (i18n.test.ts checks it). i18next format: "{{name}}"
// interpolates; "_one"/"_other" suffixes are chosen by `count`.
export const common = {
  'en-CA': {
    language: 'Language',
    switchTo: 'Français',
    switchToLabel: 'Afficher le site en français',
    loading: 'Loading…',
    retry: 'Try again',
    // Under a server error (5xx): the id support finds the request by.
    errorReference: 'Reference: {{requestId}}',
  },
  'fr-CA': {
    language: 'Langue',
    switchTo: 'English',
    switchToLabel: 'Show the site in English',
    loading: 'Chargement…',
    retry: 'Réessayer',
    errorReference: 'Référence\u00a0: {{requestId}}',
  },
} as const;
