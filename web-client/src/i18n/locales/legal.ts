// The legal pages' frame (the documents themselves are per language in features/legal/content)
// and the registration's consent line. A link to the other version names it in its own language.
export const legal = {
  'en-CA': {
    otherVersion: 'Other language',
    englishVersion: 'English version',
    frenchVersion: 'Version française',
    consent: 'By creating your account, you accept the <terms>Terms of Service</terms> and the <privacy>Privacy Policy</privacy>.',
  },
  'fr-CA': {
    otherVersion: 'Autre langue',
    englishVersion: 'English version',
    frenchVersion: 'Version française',
    consent: 'En créant votre compte, vous acceptez les <terms>conditions d’utilisation</terms> et la <privacy>politique de confidentialité</privacy>.',
  },
} as const;
