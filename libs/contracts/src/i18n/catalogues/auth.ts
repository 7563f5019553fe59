// Answers of login, sessions and staff two-factor login (issue 31), in both languages.

export const auth = {
  'en-CA': {
    invalidCredentials: 'Invalid email or password',
    notAuthenticated: 'Please log in to continue.',
    adminOnly: 'This area is for Ledgerleaf staff only.',
    crossOrigin: 'This request came from another site and was refused.',
    loggedOut: 'Logged out',
    tooManyLoginAttempts_one: 'Too many failed login attempts. Please wait a minute and try again, or reset your password.',
    tooManyLoginAttempts_other: 'Too many failed login attempts. Please wait {{count}} minutes and try again, or reset your password.',
    mfa: {
      staffOnly: 'Two-factor login is for staff accounts.',
      codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
      codeInvalid: 'That code is not valid. Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
      setupCodeInvalid: 'That code does not match. Check that your authenticator app shows a code for Ledgerleaf and try again.',
      noPendingLogin: 'Your login has timed out. Enter your email and password again.',
      noSetupInProgress: 'Start the setup again: there is no new authenticator secret to confirm.',
      notEnabled: 'Two-factor login is not turned on for this account.',
      enrolmentRequired: 'Turn on two-factor login before using the console: open Security in the staff console.',
      enabled: 'Two-factor login is on.',
      disabled: 'Two-factor login is off.',
      passwordWrong: 'Current password is incorrect',
      tooManyAttempts_one: 'Too many wrong codes. Please wait a minute and try again.',
      tooManyAttempts_other: 'Too many wrong codes. Please wait {{count}} minutes and try again.',
    },
  },
  'fr-CA': {
    invalidCredentials: 'Courriel ou mot de passe invalide',
    notAuthenticated: 'Veuillez vous connecter pour continuer.',
    adminOnly: 'Cette section est réservée au personnel de Ledgerleaf.',
    crossOrigin: 'Cette requête provenait d’un autre site et a été refusée.',
    loggedOut: 'Déconnecté',
    tooManyLoginAttempts_one: 'Trop de tentatives de connexion échouées. Veuillez patienter une minute et réessayer, ou réinitialisez votre mot de passe.',
    tooManyLoginAttempts_other:
      'Trop de tentatives de connexion échouées. Veuillez patienter {{count}} minutes et réessayer, ou réinitialisez votre mot de passe.',
    mfa: {
      staffOnly: 'La connexion à deux facteurs est réservée aux comptes du personnel.',
      codeRequired: 'Entrez le code à 6 chiffres de votre application d’authentification, ou un code de récupération',
      codeInvalid:
        'Ce code n’est pas valide. Entrez le code à 6 chiffres actuel de votre application d’authentification, ou un code de récupération inutilisé.',
      setupCodeInvalid: 'Ce code ne correspond pas. Vérifiez que votre application d’authentification affiche un code pour Ledgerleaf et réessayez.',
      noPendingLogin: 'Votre connexion a expiré. Entrez de nouveau votre courriel et votre mot de passe.',
      noSetupInProgress: 'Recommencez la configuration : il n’y a aucun nouveau secret d’authentification à confirmer.',
      notEnabled: 'La connexion à deux facteurs n’est pas activée pour ce compte.',
      enrolmentRequired: 'Activez la connexion à deux facteurs avant d’utiliser la console : ouvrez Sécurité dans la console du personnel.',
      enabled: 'La connexion à deux facteurs est activée.',
      disabled: 'La connexion à deux facteurs est désactivée.',
      passwordWrong: 'Le mot de passe actuel est incorrect',
      tooManyAttempts_one: 'Trop de codes erronés. Veuillez patienter une minute et réessayer.',
      tooManyAttempts_other: 'Trop de codes erronés. Veuillez patienter {{count}} minutes et réessayer.',
    },
  },
} as const;
