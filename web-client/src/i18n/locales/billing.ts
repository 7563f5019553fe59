// Plans and checkout: the "choose a plan" banner, the plan dialog and its cards, the thank-you
// page after Stripe, and the checkout's errors. The plans' names, prices and inclusions are the
// landing page's (landing:plans, landing:perPeriod), one text for both screens.
export const billing = {
  'en-CA': {
    banner: {
      title: 'Choose a plan to activate your account',
      body: 'Your account is set up but has no plan yet, so we cannot start on your books.',
      choose: 'Choose a plan',
    },
    dialog: {
      title: 'Choose your plan',
      intro: "Your account is ready. Choose a plan to activate it: you pay in Canadian dollars on Stripe's secure checkout page, then come straight back here.",
      notNow: 'Not now',
    },
    card: {
      yourPick: 'Your pick',
      redirecting: 'Redirecting to checkout...',
      choose: 'Choose {{plan}}',
    },
    thankYou: {
      title: 'Thank You for Joining Ledgerleaf!',
      activated: 'Your subscription has been activated successfully.',
      youCan: 'From your dashboard you can:',
      steps: {
        bank: 'Connect your bank accounts securely',
        documents: 'Upload your monthly documents',
        reports: 'View your financial reports',
        subscription: 'Manage your subscription',
      },
      dashboard: 'Go to My Dashboard',
      questions: 'Questions about your subscription? Write to us at',
    },
    checkout: {
      failedTitle: 'Payment Error',
      sessionFailed: 'Failed to create checkout session',
      noUrl: 'No checkout URL received',
      paymentFailed: 'Failed to process payment. Please try again.',
    },
  },
  'fr-CA': {
    banner: {
      title: 'Choisissez un forfait pour activer votre compte',
      body: 'Votre compte est créé, mais il n’a pas encore de forfait : nous ne pouvons donc pas commencer vos livres.',
      choose: 'Choisir un forfait',
    },
    dialog: {
      title: 'Choisissez votre forfait',
      intro:
        'Votre compte est prêt. Choisissez un forfait pour l’activer : vous payez en dollars canadiens sur la page de paiement sécurisée de Stripe, puis vous revenez directement ici.',
      notNow: 'Pas maintenant',
    },
    card: {
      yourPick: 'Votre choix',
      redirecting: 'Redirection vers le paiement…',
      choose: 'Choisir {{plan}}',
    },
    thankYou: {
      title: 'Merci de vous joindre à Ledgerleaf!',
      activated: 'Votre abonnement a été activé.',
      youCan: 'À partir de votre tableau de bord, vous pouvez :',
      steps: {
        bank: 'Connecter vos comptes bancaires en toute sécurité',
        documents: 'Téléverser vos documents mensuels',
        reports: 'Consulter vos rapports financiers',
        subscription: 'Gérer votre abonnement',
      },
      dashboard: 'Aller à mon tableau de bord',
      questions: 'Des questions sur votre abonnement? Écrivez-nous à',
    },
    checkout: {
      failedTitle: 'Erreur de paiement',
      sessionFailed: 'La session de paiement n’a pas pu être créée',
      noUrl: 'Aucune adresse de paiement reçue',
      paymentFailed: 'Le paiement n’a pas pu être traité. Veuillez réessayer.',
    },
  },
} as const;
