// The API's general answers (issue 31): malformed requests, outages, the metrics and readiness
// probes (issue 25) and the staff handling of call requests and messages, in both languages.

export const errors = {
  'en-CA': {
    malformedJson: 'The request body is not valid JSON.',
    bodyTooLarge: 'The request body is too large.',
    internal: 'Something went wrong on our side. Please try again.',
    serviceUnavailable: 'Ledgerleaf is briefly unavailable. Please try again in a minute.',
    uploadStorageFailed: 'The file could not be stored right now. Please try again in a few minutes.',
    uploadUnreadable: 'The upload could not be read: send it as multipart/form-data with well-formed parts.',
    notFound: 'Not found',
    bodyTooDeep: 'The request body is nested too deeply (at most {{maxDepth}} levels of objects and arrays).',
    jsonRequired: 'Send the request body as JSON, with Content-Type: application/json.',
    requestUnreadable: 'The request could not be read.',
    errorReference: 'Reference: {{requestId}}',
    operations: {
      metricsTokenRefused:
        'The metrics token was not accepted. Send Authorization: Bearer <METRICS_TOKEN> with the value configured on the server, or log in as staff.',
      databaseNotReady: 'PostgreSQL is not reachable.',
      redisNotReady: 'Redis is not reachable.',
      migrationsPending_one:
        '{{count}} database migration is not applied: run node api/dist/cli/migrate.js run (the Docker image does it before starting the API).',
      migrationsPending_other:
        '{{count}} database migrations are not applied: run node api/dist/cli/migrate.js run (the Docker image does it before starting the API).',
    },
    contactAdmin: {
      callRequestStatusInvalid: 'Status must be pending or completed',
      messageStatusInvalid: 'Status must be read',
      messageStatusFilterInvalid: 'Status must be read or unread',
      messageCannotBeUnread: 'A message cannot be marked as unread: read is final',
      callRequestNotFound: 'Call request not found',
      messageNotFound: 'Message not found',
      callRequestStatusUpdated: 'Call request status updated',
      callRequestStatusFailed: 'Failed to update status',
      messageStatusUpdated: 'Message status updated',
      messageStatusFailed: 'Failed to update message status',
      noCallRequests: 'No call requests yet',
      noMessages: 'No messages yet',
    },
  },
  'fr-CA': {
    malformedJson: 'Le corps de la requête n’est pas du JSON valide.',
    bodyTooLarge: 'Le corps de la requête est trop volumineux.',
    internal: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
    serviceUnavailable: 'Ledgerleaf est brièvement indisponible. Veuillez réessayer dans une minute.',
    uploadStorageFailed: 'Le fichier n’a pas pu être enregistré pour le moment. Veuillez réessayer dans quelques minutes.',
    uploadUnreadable: 'Le téléversement n’a pas pu être lu : envoyez-le en multipart/form-data avec des parties bien formées.',
    notFound: 'Introuvable',
    bodyTooDeep: 'Le corps de la requête est trop imbriqué (au plus {{maxDepth}} niveaux d’objets et de tableaux).',
    jsonRequired: 'Envoyez le corps de la requête en JSON, avec Content-Type: application/json.',
    requestUnreadable: 'La requête n’a pas pu être lue.',
    errorReference: 'Référence : {{requestId}}',
    operations: {
      metricsTokenRefused:
        'Le jeton des métriques a été refusé. Envoyez Authorization: Bearer <METRICS_TOKEN> avec la valeur configurée sur le serveur, ou connectez-vous en tant que membre du personnel.',
      databaseNotReady: 'PostgreSQL est injoignable.',
      redisNotReady: 'Redis est injoignable.',
      migrationsPending_one:
        '{{count}} migration de la base de données n’est pas appliquée : exécutez node api/dist/cli/migrate.js run (l’image Docker le fait avant de démarrer l’API).',
      migrationsPending_other:
        '{{count}} migrations de la base de données ne sont pas appliquées : exécutez node api/dist/cli/migrate.js run (l’image Docker le fait avant de démarrer l’API).',
    },
    contactAdmin: {
      callRequestStatusInvalid: 'Le statut doit être pending ou completed',
      messageStatusInvalid: 'Le statut doit être read',
      messageStatusFilterInvalid: 'Le statut doit être read ou unread',
      messageCannotBeUnread: 'Un message ne peut pas être marqué comme non lu : la lecture est définitive',
      callRequestNotFound: 'Demande d’appel introuvable',
      messageNotFound: 'Message introuvable',
      callRequestStatusUpdated: 'Statut de la demande d’appel mis à jour',
      callRequestStatusFailed: 'Échec de la mise à jour du statut',
      messageStatusUpdated: 'Statut du message mis à jour',
      messageStatusFailed: 'Échec de la mise à jour du statut du message',
      noCallRequests: 'Aucune demande d’appel pour l’instant',
      noMessages: 'Aucun message pour l’instant',
    },
  },
} as const;
