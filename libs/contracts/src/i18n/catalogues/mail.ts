// The mails a client receives, per language (issue 31 point 3): each is sent in the
// recipient's users.locale. Bodies are whole texts ("\n" between lines); "{{brand}}" is
// BRAND.name, "{{support}}" BRAND.supportEmail. English texts are those sent before issue 31.

export const mail = {
  'en-CA': {
    hello: 'Hello {{firstName}},',
    reportApproved: {
      subject: 'Your {{month}} report is ready',
      body: 'Your bookkeeper approved your monthly report for {{month}}. You can download the transactions, the summary and the profit-and-loss PDF from your dashboard:',
    },
    reportRejected: {
      subject: 'Your {{month}} report needs another look',
      body: 'Your bookkeeper sent your monthly report for {{month}} back with these notes:\n\n{{notes}}\n\nYou can correct categories with Recategorize on your dashboard:',
    },
    questionsAsked: {
      subject: 'Your bookkeeper has questions about your transactions',
      intro_one: 'Your bookkeeper could not tell what this transaction was:',
      intro_other: 'Your bookkeeper could not tell what these {{count}} transactions were:',
      answer: 'Answering takes one click on a category, in "Questions from your bookkeeper" on your dashboard:',
    },
    questionsReminder: {
      subject: 'Reminder: your bookkeeper is waiting for your answers',
      intro_one: 'Your monthly report waits for your answer to:',
      intro_other: 'Your monthly report waits for your answers to:',
    },
    questionLine: '- {{date}} · {{name}} · {{amount}}: {{question}}',
    gstHstReminder: {
      subject: 'Your GST/HST return is due {{dueDate}}',
      due: 'Your GST/HST return for {{periodStart}} to {{periodEnd}} is due {{dueDate}}.',
      dueWithPayment: 'Your GST/HST return for {{periodStart}} to {{periodEnd}} is due {{dueDate}} (payment due {{paymentDueDate}}).',
      netTax: 'Estimated net tax from your bank transactions: {{netTax}}.',
      netRefund: 'Estimated net tax from your bank transactions: {{netTax}} (a refund).',
      worksheet: 'The worksheet, with the categories behind each line, is in the Sales tax tab of your dashboard:',
      estimate: 'This is an estimate prepared from bank data, not a filed return. Your bookkeeper confirms the figures before you file.',
    },
    missingReceipts: {
      subject_one: 'A receipt is missing for one purchase',
      subject_other: 'Receipts are missing for {{count}} purchases',
      intro:
        'The CRA asks for a receipt behind every input tax credit, and from $100 it must show the supplier’s GST/HST number. We found no receipt for these purchases of the last 90 days:',
      line: '- {{date}}  {{name}}  {{amount}}',
      more: '- and {{count}} more',
      upload: 'Snap or upload them in the Receipts tab of your dashboard; each is matched to its bank line:',
    },
    reconnect: {
      subject: 'Action needed: reconnect {{bank}} to {{brand}}',
      yourBank: 'your bank',
      ahead: '{{bank}} will soon stop sharing your transactions with {{brand}} unless you confirm the connection.',
      stopped: '{{bank}} stopped sharing your transactions with {{brand}}: the bank needs you to log in again.',
      open: 'Open your profile and choose Reconnect next to {{bank}}: {{link}}',
      until: 'Until then your reports may miss recent transactions.',
      signature: '— {{brand}} ({{support}})',
    },
    passwordReset: {
      subject: 'Reset your {{brand}} password',
      body: 'Someone asked to reset the password of your {{brand}} account. To choose a new password, open this link within one hour:',
      ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    },
    security: {
      passwordChangedSubject: 'Your {{brand}} password was changed',
      passwordChanged: 'The password of your {{brand}} account was changed from your account settings on {{when}}. Your other sessions were logged out.',
      passwordResetSubject: 'Your {{brand}} password was reset',
      passwordReset: 'The password of your {{brand}} account was reset with an e-mailed link on {{when}}. Every session was logged out.',
      emailChangedSubject: 'The e-mail address of your {{brand}} account was changed',
      emailChanged:
        'On {{when}} the e-mail address of your {{brand}} account was changed from {{oldEmail}} to {{newEmail}}. Messages and password reset links now go to the new address; any reset link sent before no longer works.',
      notYou: 'If this was not you, reset your password at once and write to us at {{support}}.',
    },
    dataExport: {
      subject: 'Your Ledgerleaf data export is ready',
      byFirm: 'Our firm prepared an export of all your data for you.',
      byYou: 'The export of all your data you asked for is ready.',
      download: 'Download it (log in first if asked): {{link}}',
      until: 'The link works until {{until}} ({{days}} days). Your exports are also listed in your dashboard: {{dashboard}}',
      manifest: 'The ZIP holds manifest.json, which lists every file with its SHA-256, and any file we could not include, with why.',
    },
    submissionCompleted: {
      subject: 'Your submission is complete: {{name}}',
      body: 'Your submission "{{name}}" has been processed. The PDF report and the CSV file are ready in your dashboard, under Manual Submissions History:',
      edit: 'If anything needs changing, use "Request edit" on the submission.',
    },
    conversation: {
      subject: 'You have a new message from your bookkeeper',
      hello: 'Hello',
      helloName: 'Hello {{firstName}}',
      intro_one: 'You have {{count}} new message from your bookkeeper:',
      intro_other: 'You have {{count}} new messages from your bookkeeper:',
      files_one: '[{{count}} file]',
      files_other: '[{{count}} files]',
      read: 'Read and answer: {{link}}',
    },
    // api-success-fr: the digest to staff of a client's messages, in the staff member's language.
    conversationToStaff: {
      subject: 'A client wrote to you',
      subjectName: '{{subject}}: {{clientName}}',
      intro_one: '{{clientName}} sent {{count}} message:',
      intro_other: '{{clientName}} sent {{count}} messages:',
      answer: 'Answer in the console: {{link}}',
    },
    signature: '— {{brand}}',
    brandLine: '{{brand}} · {{support}}',
    team: 'The Ledgerleaf team',
  },
  'fr-CA': {
    hello: 'Bonjour {{firstName}},',
    reportApproved: {
      subject: 'Votre rapport mensuel ({{month}}) est prêt',
      body: 'Votre teneur de livres a approuvé votre rapport mensuel pour {{month}}. Vous pouvez télécharger les transactions, le sommaire et l’état des résultats en PDF depuis votre tableau de bord :',
    },
    reportRejected: {
      subject: 'Votre rapport mensuel ({{month}}) doit être revu',
      body: 'Votre teneur de livres vous a renvoyé votre rapport mensuel pour {{month}} avec ces notes :\n\n{{notes}}\n\nVous pouvez corriger les catégories avec « Recatégoriser » dans votre tableau de bord :',
    },
    questionsAsked: {
      subject: 'Votre teneur de livres a des questions sur vos transactions',
      intro_one: 'Votre teneur de livres n’a pas pu déterminer la nature de cette transaction :',
      intro_other: 'Votre teneur de livres n’a pas pu déterminer la nature de ces {{count}} transactions :',
      answer: 'Il suffit d’un clic sur une catégorie pour répondre, dans « Questions de votre teneur de livres » de votre tableau de bord :',
    },
    questionsReminder: {
      subject: 'Rappel : votre teneur de livres attend vos réponses',
      intro_one: 'Votre rapport mensuel attend votre réponse à :',
      intro_other: 'Votre rapport mensuel attend vos réponses à :',
    },
    questionLine: '- {{date}} · {{name}} · {{amount}} : {{question}}',
    gstHstReminder: {
      subject: 'Votre déclaration de TPS/TVH est due le {{dueDate}}',
      due: 'Votre déclaration de TPS/TVH du {{periodStart}} au {{periodEnd}} est due le {{dueDate}}.',
      dueWithPayment: 'Votre déclaration de TPS/TVH du {{periodStart}} au {{periodEnd}} est due le {{dueDate}} (paiement dû le {{paymentDueDate}}).',
      netTax: 'Taxe nette estimée d’après vos transactions bancaires : {{netTax}}.',
      netRefund: 'Taxe nette estimée d’après vos transactions bancaires : {{netTax}} (un remboursement).',
      worksheet: 'La feuille de travail, avec les catégories derrière chaque ligne, se trouve dans l’onglet Taxes de vente de votre tableau de bord :',
      estimate:
        'Il s’agit d’une estimation préparée à partir des données bancaires, et non d’une déclaration produite. Votre teneur de livres confirme les montants avant que vous produisiez la déclaration.',
    },
    missingReceipts: {
      subject_one: 'Il manque une pièce justificative pour un achat',
      subject_other: 'Il manque des pièces justificatives pour {{count}} achats',
      intro:
        'L’ARC exige une pièce justificative pour chaque crédit de taxe sur les intrants (CTI), et à partir de 100 $ elle doit indiquer le numéro de TPS/TVH du fournisseur. Nous n’avons trouvé aucun reçu pour ces achats des 90 derniers jours :',
      line: '- {{date}}  {{name}}  {{amount}}',
      more: '- et {{count}} autres',
      upload: 'Photographiez-les ou téléversez-les dans l’onglet Reçus de votre tableau de bord; chacun est jumelé à sa ligne bancaire :',
    },
    reconnect: {
      subject: 'Action requise : reconnectez {{bank}} à {{brand}}',
      yourBank: 'votre banque',
      ahead: '{{bank}} cessera bientôt de partager vos transactions avec {{brand}} si vous ne confirmez pas la connexion.',
      stopped: '{{bank}} a cessé de partager vos transactions avec {{brand}} : la banque vous demande de vous connecter de nouveau.',
      open: 'Ouvrez votre profil et choisissez « Reconnecter » à côté de {{bank}} : {{link}}',
      until: 'D’ici là, vos rapports pourraient ne pas inclure vos transactions récentes.',
      signature: '— {{brand}} ({{support}})',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe {{brand}}',
      body: 'Quelqu’un a demandé de réinitialiser le mot de passe de votre compte {{brand}}. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure qui suit :',
      ignore: 'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.',
    },
    security: {
      passwordChangedSubject: 'Votre mot de passe {{brand}} a été modifié',
      passwordChanged:
        'Le mot de passe de votre compte {{brand}} a été modifié depuis les paramètres de votre compte le {{when}}. Vos autres sessions ont été fermées.',
      passwordResetSubject: 'Votre mot de passe {{brand}} a été réinitialisé',
      passwordReset:
        'Le mot de passe de votre compte {{brand}} a été réinitialisé au moyen d’un lien envoyé par courriel le {{when}}. Toutes les sessions ont été fermées.',
      emailChangedSubject: 'L’adresse courriel de votre compte {{brand}} a été modifiée',
      emailChanged:
        'Le {{when}}, l’adresse courriel de votre compte {{brand}} est passée de {{oldEmail}} à {{newEmail}}. Les messages et les liens de réinitialisation vont désormais à la nouvelle adresse; tout lien envoyé auparavant ne fonctionne plus.',
      notYou: 'Si ce n’était pas vous, réinitialisez votre mot de passe immédiatement et écrivez-nous à {{support}}.',
    },
    dataExport: {
      subject: 'Votre exportation de données Ledgerleaf est prête',
      byFirm: 'Notre cabinet a préparé pour vous une exportation de toutes vos données.',
      byYou: 'L’exportation de toutes vos données que vous avez demandée est prête.',
      download: 'Téléchargez-la (connectez-vous d’abord si on vous le demande) : {{link}}',
      until: 'Le lien fonctionne jusqu’au {{until}} ({{days}} jours). Vos exportations figurent aussi dans votre tableau de bord : {{dashboard}}',
      manifest:
        'Le fichier ZIP contient manifest.json, qui liste chaque fichier avec son empreinte SHA-256, ainsi que tout fichier que nous n’avons pas pu inclure, avec la raison.',
    },
    submissionCompleted: {
      subject: 'Votre soumission est traitée : {{name}}',
      body: 'Votre soumission « {{name}} » a été traitée. Le rapport PDF et le fichier CSV sont prêts dans votre tableau de bord, sous Historique des soumissions manuelles :',
      edit: 'Si quelque chose doit être modifié, utilisez « Demander une modification » sur la soumission.',
    },
    conversation: {
      subject: 'Vous avez un nouveau message de votre teneur de livres',
      hello: 'Bonjour',
      helloName: 'Bonjour {{firstName}}',
      intro_one: 'Vous avez {{count}} nouveau message de votre teneur de livres :',
      intro_other: 'Vous avez {{count}} nouveaux messages de votre teneur de livres :',
      files_one: '[{{count}} fichier]',
      files_other: '[{{count}} fichiers]',
      read: 'Lire et répondre : {{link}}',
    },
    conversationToStaff: {
      subject: 'Un client vous a écrit',
      subjectName: '{{subject}} : {{clientName}}',
      intro_one: '{{clientName}} a envoyé {{count}} message :',
      intro_other: '{{clientName}} a envoyé {{count}} messages :',
      answer: 'Répondre dans la console : {{link}}',
    },
    signature: '— {{brand}}',
    brandLine: '{{brand}} · {{support}}',
    team: 'L’équipe Ledgerleaf',
  },
} as const;
