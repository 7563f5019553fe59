// The 429 (and 409/413) answers of the per-client limits (CLIENT_LIMIT_MESSAGES), in both
// languages (issue 31). "{{wait, wait}}" is how long to wait in words; "{{first, month}}" a
// month's name. Limits are variables the English constants fill in (constants.ts).

export const clientLimits = {
  'en-CA': {
    csvUploads: 'You have uploaded {{limit}} CSV files today, the daily limit. Please try again in {{wait, wait}}, or combine your files into fewer uploads.',
    csvStorageFull: 'Your CSV uploads use the {{megabytes}} MB of storage your account has. Delete uploads you no longer need, then upload this file again.',
    csvProcessing_one: 'One of your uploads is being categorized. Please wait until it finishes, then start this one.',
    csvProcessing_other: '{{count}} of your uploads are being categorized. Please wait until one of them finishes, then start this one.',
    submissionBytes:
      'You have sent {{megabytes}} MB of documents today, the daily limit. Please try again in {{wait, wait}}, or contact us if you need to send more.',
    openEditRequests:
      'This submission already has {{limit}} edit requests waiting for our team. We will answer them with the next update; you can ask for more changes after that.',
    reportBuilds: 'You have built {{limit}} reports in the last hour, the hourly limit. Please try again in {{wait, wait}}.',
    exports: 'You have downloaded {{limit}} exports in the last hour, the hourly limit. Please try again in {{wait, wait}}.',
    bankLinking: 'You have connected or reconnected your bank several times in a few minutes. Please wait {{wait, wait}} before trying again.',
    reportMonthOnly:
      'Reports can be built for {{first, month}} only: months from your first bank transaction or your sign-up, whichever is earlier, to the last month that has ended.',
    reportMonthOutOfRange:
      'Reports can be built for months from {{first, month}} to {{last, month}}: from your first bank transaction or your sign-up, whichever is earlier, to the last month that has ended.',
    reportNoMonthYet: 'Your first report can be built once {{first, month}} has ended.',
    reportMonthEmpty:
      'Your visible bank accounts have no posted transactions in {{month, month}}, so there is no report to build. Connect or show the account that has them, or choose another month.',
  },
  'fr-CA': {
    csvUploads:
      'Vous avez téléversé {{limit}} fichiers CSV aujourd’hui, soit la limite quotidienne. Veuillez réessayer dans {{wait, wait}}, ou regroupez vos fichiers en moins de téléversements.',
    csvStorageFull:
      'Vos téléversements CSV occupent les {{megabytes}} Mo d’espace de votre compte. Supprimez ceux dont vous n’avez plus besoin, puis téléversez ce fichier de nouveau.',
    csvProcessing_one: 'Un de vos téléversements est en cours de catégorisation. Veuillez attendre qu’il se termine, puis lancez celui-ci.',
    csvProcessing_other: '{{count}} de vos téléversements sont en cours de catégorisation. Veuillez attendre que l’un d’eux se termine, puis lancez celui-ci.',
    submissionBytes:
      'Vous avez envoyé {{megabytes}} Mo de documents aujourd’hui, soit la limite quotidienne. Veuillez réessayer dans {{wait, wait}}, ou écrivez-nous si vous devez en envoyer davantage.',
    openEditRequests:
      'Cette soumission a déjà {{limit}} demandes de modification en attente auprès de notre équipe. Nous y répondrons avec la prochaine mise à jour; vous pourrez ensuite demander d’autres changements.',
    reportBuilds: 'Vous avez produit {{limit}} rapports au cours de la dernière heure, soit la limite horaire. Veuillez réessayer dans {{wait, wait}}.',
    exports: 'Vous avez téléchargé {{limit}} exportations au cours de la dernière heure, soit la limite horaire. Veuillez réessayer dans {{wait, wait}}.',
    bankLinking: 'Vous avez connecté ou reconnecté votre banque plusieurs fois en quelques minutes. Veuillez attendre {{wait, wait}} avant de réessayer.',
    reportMonthOnly:
      'Un rapport ne peut être produit que pour {{first, month}}\u00a0: les mois compris entre votre première opération bancaire ou votre inscription, selon la plus ancienne, et le dernier mois terminé.',
    reportMonthOutOfRange:
      'Les rapports peuvent être produits pour les mois de {{first, month}} à {{last, month}}\u00a0: de votre première opération bancaire ou de votre inscription, selon la plus ancienne, au dernier mois terminé.',
    reportNoMonthYet: 'Votre premier rapport pourra être produit une fois {{first, month}} terminé.',
    reportMonthEmpty:
      'Vos comptes bancaires visibles n’ont aucune opération comptabilisée en {{month, month}}; il n’y a donc aucun rapport à produire. Connectez ou affichez le compte qui les contient, ou choisissez un autre mois.',
  },
} as const;
