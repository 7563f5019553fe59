// The Plaid diagnostics' answers to staff (admin-spec 2, 3, 7), in both languages (issue 31): the
// credentials check and the institution-name test. The connection test's `message` stays
// "Connection Successful" / "Unable to connect to Plaid API", a status the console compares
// and titles in its own catalogue.

export const plaidDiagnostics = {
  'en-CA': {
    missing: 'Missing {{missing}}: bank linking answers Configuration Required.',
    noRedirectUri: 'Credentials are set. PLAID_REDIRECT_URI is not set, so banks that use OAuth cannot return to Ledgerleaf.',
    redirectMismatch: "Credentials are set. PLAID_REDIRECT_URI ({{redirectUri}}) differs from this site's {{expected}}.",
    allSet: 'Credentials and the OAuth redirect URI are set.',
    and: ' and ',
    institutionUnknown: 'Plaid does not know the institution {{institutionId}}.',
    institutionMatches: '{{institutionId}} is "{{plaidName}}" at Plaid: the name matches.',
    institutionDiffers: '{{institutionId}} is "{{plaidName}}" at Plaid, not "{{institutionName}}".',
  },
  'fr-CA': {
    missing: 'Il manque {{missing}} : la connexion des banques répond « Configuration Required ».',
    noRedirectUri: 'Les identifiants sont définis. PLAID_REDIRECT_URI ne l’est pas, donc les banques qui utilisent OAuth ne peuvent pas revenir à Ledgerleaf.',
    redirectMismatch: 'Les identifiants sont définis. PLAID_REDIRECT_URI ({{redirectUri}}) diffère de l’adresse de ce site, {{expected}}.',
    allSet: 'Les identifiants et l’URI de redirection OAuth sont définis.',
    and: ' et ',
    institutionUnknown: 'Plaid ne connaît pas l’institution {{institutionId}}.',
    institutionMatches: '{{institutionId}} s’appelle « {{plaidName}} » chez Plaid : le nom correspond.',
    institutionDiffers: '{{institutionId}} s’appelle « {{plaidName}} » chez Plaid, et non « {{institutionName}} ».',
  },
} as const;
