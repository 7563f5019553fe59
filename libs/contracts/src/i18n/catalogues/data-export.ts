// The answers of "all my data, in one download" (DATA_EXPORT_MESSAGES), in both languages
// (issue 31). "{{wait, wait}}" is how long to wait in words; the mail is the `mail` namespace's.

export const dataExport = {
  'en-CA': {
    alreadyRunning: 'An export of all your data is already being prepared. We will e-mail you when it is ready; you can follow it under Profile → All my data.',
    perDay:
      'You have asked for {{limit}} exports of all your data today, the daily limit. Please try again in {{wait, wait}}, or use the download links you already have.',
    notFound: 'No such export.',
    expired: 'This download link has expired: exports are kept {{keepDays}} days. Ask for a new export under Profile → All my data.',
    notReady: 'This export is not ready yet. We will e-mail you when it is.',
    failed: 'We could not prepare this export. Please ask for a new one; if it fails again, write to us.',
    // api-success-fr: the answers of a started export (the client's, and staff's for a client).
    started: 'We are preparing a ZIP of all your data. We will e-mail you a download link when it is ready.',
    startedForClient: 'The export is being prepared; the client will get an e-mail with the download link.',
  },
  'fr-CA': {
    alreadyRunning:
      'Une exportation de toutes vos données est déjà en préparation. Nous vous écrirons par courriel lorsqu’elle sera prête; vous pouvez la suivre sous Profil → Toutes mes données.',
    perDay:
      'Vous avez demandé {{limit}} exportations de toutes vos données aujourd’hui, soit la limite quotidienne. Veuillez réessayer dans {{wait, wait}}, ou utilisez les liens de téléchargement que vous avez déjà.',
    notFound: 'Cette exportation n’existe pas.',
    expired:
      'Ce lien de téléchargement a expiré\u00a0: les exportations sont conservées {{keepDays}} jours. Demandez une nouvelle exportation sous Profil → Toutes mes données.',
    notReady: 'Cette exportation n’est pas encore prête. Nous vous écrirons par courriel lorsqu’elle le sera.',
    failed: 'Nous n’avons pas pu préparer cette exportation. Veuillez en demander une nouvelle; si l’échec se répète, écrivez-nous.',
    started: 'Nous préparons un fichier ZIP de toutes vos données. Nous vous enverrons un lien de téléchargement par courriel dès qu’il sera prêt.',
    startedForClient: 'L’exportation est en préparation; le client recevra un courriel avec le lien de téléchargement.',
  },
} as const;
