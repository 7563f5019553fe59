/** Le journal des accès (propriétaires) et les dossiers de fin d’exercice à réviser. */
export const firmWork = {
  resources: {
    'access-log': {
      fields: {
        q: 'Rechercher',
        staffUserId: 'Personnel',
        clientUserId: 'Client',
        from: 'Du',
        to: 'Au',
        action: 'Action',
        at: 'Quand',
        staffName: 'Personnel',
        clientName: 'Client',
        what: 'Quoi',
        route: 'Route',
        objectRef: 'Objet',
        ip: 'Adresse',
      },
    },
    'year-end-packages': {
      fields: {
        status: 'Statut',
        clientName: 'Client',
        fiscalYearEnd: 'Exercice',
        form: 'Formulaire',
        adminNotes: 'Notes',
        actions: 'Actions',
      },
    },
  },
  ledgerleaf: {
    accessLog: {
      action: { read: 'Lecture', change: 'Modification' },
      role: { owner: 'propriétaire', bookkeeper: 'teneur de livres', reviewer: 'réviseur' },
      emptyTitle: 'Aucun accès enregistré pour l’instant',
      emptyDetail: 'Chaque fois que le personnel consulte ou modifie les données d’un client, une ligne apparaît ici.',
      exportCsv: 'Exporter en CSV',
      exportFailed: 'L’exportation a échoué',
    },
    yearEnd: {
      status: {
        generating: 'En préparation',
        pending: 'En attente de révision',
        approved: 'Prêt',
        rejected: 'Rejeté par le personnel',
        failed: 'N’a pas pu être préparé',
      },
      empty: 'Aucun dossier de fin d’exercice ne correspond à ce filtre. Un dossier est préparé quand le dernier mois de l’exercice d’un client est approuvé.',
      downloadFailed: 'Le téléchargement a échoué',
      approved: 'Dossier de fin d’exercice approuvé',
      rejected: 'Dossier de fin d’exercice rejeté',
      reviewFailed: 'La révision n’a pas pu être enregistrée',
      approve: 'Approuver',
      reject: 'Rejeter',
      rejectTitle: 'Rejeter le dossier de fin d’exercice',
      notes: 'Notes',
      notesRequired: 'Veuillez indiquer pourquoi le dossier est rejeté (adminNotes)',
      cancel: 'Annuler',
    },
  },
};
