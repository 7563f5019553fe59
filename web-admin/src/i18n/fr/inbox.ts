/** Ce que les clients et les visiteurs envoient au cabinet : fils de discussion, messages, demandes d’appel, questions sur des opérations. */
export const inbox = {
  resources: {
    conversations: {
      fields: {
        clientName: 'Client',
        waitingSince: 'En attente depuis',
        waitedMinutes: 'Attente',
        waitingMessages: 'Messages',
        lastText: 'Dernier message',
      },
    },
    'call-requests': {
      fields: {
        firstName: 'Prénom',
        lastName: 'Nom',
        phone: 'Numéro de téléphone',
        email: 'Courriel',
        preferredDate: 'Date souhaitée',
        preferredTime: 'Heure souhaitée',
        timezone: 'Fuseau horaire',
        status: 'Statut',
        actions: 'Actions',
      },
    },
    messages: { fields: { status: 'Statut' } },
    questions: {
      fields: {
        askedAt: 'Posée le',
        userId: 'Client',
        reportId: 'Rapport',
        transaction: 'Opération',
        question: 'Question',
        status: 'Statut',
        answer: 'Réponse',
      },
    },
  },
  ledgerleaf: {
    inbox: {
      empty: 'Aucun fil n’attend de réponse',
      days: '%{days} j %{hours} h',
    },
    messages: {
      label: 'Messages',
      status: { unread: 'Non lu', read: 'Lu' },
      from: 'Message de %{name}',
      markAsRead: 'Marquer comme lu',
      noMatch: 'Aucun message ne correspond à ce filtre.',
      empty: 'Aucun message pour l’instant',
      updated: 'Statut du message mis à jour',
      updateFailed: 'Échec de la mise à jour du statut du message',
    },
    callRequests: {
      status: { pending: 'En attente', completed: 'Terminée' },
      markCompleted: 'Marquer comme terminée',
      markPending: 'Remettre en attente',
      empty: 'Aucune demande d’appel pour l’instant',
      updated: 'Statut de la demande d’appel mis à jour',
      updateFailed: 'Échec de la mise à jour du statut',
    },
    questions: {
      status: { open: 'Ouverte', answered: 'Répondue' },
      awaitingClient: 'En attente du client',
      empty: 'Aucune question aux clients pour l’instant : posez-en une depuis la liste des opérations d’un rapport',
      attachmentMissing: 'Le fichier « %{name} » n’est plus disponible sur le serveur. Les fichiers téléversés ont peut-être été supprimés.',
      attachmentError: 'Impossible d’accéder au fichier « %{name} ». Vérifiez que le fichier existe.',
    },
  },
};
