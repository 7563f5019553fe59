// Texts every surface shares. A catalogue namespace is one object per language with the
// same keys (the parity test checks it); i18next format: "{{name}}" interpolates, a key with
// "_one"/"_other" suffixes is chosen by "count" (docs/decisions/bilingual.md).

export const common = {
  'en-CA': {
    languageName: 'English',
    otherLanguage: 'Français',
  },
  'fr-CA': {
    languageName: 'Français',
    otherLanguage: 'English',
  },
} as const;
