// The landing page ("/" in English, "/fr" in French), prerendered in both languages.
export const landing = {
  'en-CA': {
    sections: { 'track-transactions': 'How It Works', about: 'About Us', 'who-we-are': 'Who We Are', pricing: 'Pricing', contact: 'Contact' },
    openMenu: 'Open navigation menu',
    bookCall: 'Book A Call',
    loadingContactForm: 'Loading the contact form',
    dashboard: 'Dashboard',
    logIn: 'Log In',
    hero: {
      title: 'Bookkeeping for Canadian small businesses, done for you',
      lead: 'Connect your bank accounts, upload your receipts and invoices, and get clean monthly reports: profit and loss, balance sheet, bank reconciliations and GST/HST figures ready to file, prepared by real bookkeepers in Canadian dollars.',
      getStarted: 'Get Started',
      requestCall: 'Request A Call',
      plaid: 'Bank connections powered by Plaid',
      highlights: { plans: 'Plans from {{price}}', turnaround: '48-hour turnaround, Monday to Friday', hosted: 'Data hosted in Canada' },
    },
    step: 'Step {{number}}',
    howItWorks: {
      eyebrow: 'How it works',
      title: 'Three steps to books you can trust',
      intro: 'No software to learn and no shoebox of receipts at year end. You send the paperwork; we send back finished books.',
      upload: {
        title: 'Upload Documents',
        text: 'Send us receipts, invoices and bank statements as PDFs, photos or CSV files from your dashboard, whenever it suits you.',
      },
      process: {
        title: 'We Process',
        text: 'A Canadian bookkeeper records and categorizes every transaction, reconciles your accounts and works out the GST/HST you owe, within 48 hours on business days.',
      },
      reports: {
        title: 'You Get Clean Reports',
        text: 'Download your profit and loss, balance sheet and reconciliations as PDF and CSV, ready for your accountant, your bank or the CRA.',
      },
    },
    track: {
      eyebrow: 'Track your transactions',
      title: 'Every transaction, in one place',
      intro: 'Connect your accounts once and watch your books keep themselves up to date.',
      connect: {
        title: 'Connect Bank Accounts',
        text: 'Link your chequing, savings and credit card accounts through Plaid in a couple of minutes. Most Canadian banks and credit unions are supported.',
      },
      organized: {
        title: 'Get Transactions Organized',
        text: 'Transactions arrive on their own, sorted into revenue and expense categories. Search and filter them by date, name, category, account or amount.',
      },
      export: {
        title: 'Export Clean Reports',
        text: 'Export the detailed transactions or a summary with category totals as CSV, or download the monthly reports our team has reviewed.',
      },
      securityTitle: 'Your money stays yours',
      security: {
        bank: {
          title: 'Bank-level security',
          text: 'Connections are encrypted end to end and bank credentials never reach our servers. Your data is hosted in Canada.',
        },
        readOnly: { title: 'Read-only access', text: 'We can see transactions, never move money. Nobody at Ledgerleaf can make a payment from your accounts.' },
        disconnect: { title: 'Disconnect anytime', text: 'Remove a bank connection in one click from your dashboard, and its transactions go with it.' },
      },
    },
    services: {
      eyebrow: 'What we track',
      title: 'Everything your books need, every month',
      intro: 'Payroll, GST/HST and corporate income tax amounts are worked out in Canadian dollars, so tax time holds no surprises.',
      items: {
        income: 'Income & Expenses',
        bank: 'Bank & Credit Card Transactions',
        spending: 'Categorized Spending & Tax-Deductible Expenses',
        profitLoss: 'Monthly Profit & Loss Statements',
        balanceSheet: 'Balance Sheet',
        reconciliations: 'Bank Reconciliations',
        gst: 'GST Filings Prepared',
      },
    },
    about: {
      eyebrow: 'About us',
      title: 'Bookkeeping that speaks Canadian',
      p1: 'Ledgerleaf is a virtual bookkeeping service for small businesses, self-employed professionals and entrepreneurs across Canada. We take the receipts, invoices and bank feeds you already have and turn them into monthly books that are accurate, reconciled and ready to file.',
      p2: "Our bookkeepers know the Canadian rules: GST/HST and PST, source deductions for payroll, and the corporate income tax instalments that catch growing companies off guard. Each month's report is reviewed by a person before it reaches you, and you can ask for revisions as often as you need.",
      p3: 'One flat price, no hourly billing and no contract: you always know what your books cost.',
      facts: {
        turnaround: { value: '48 h', label: 'turnaround on business days' },
        cad: { value: 'CAD', label: 'every figure in Canadian dollars' },
        hosted: { value: '100%', label: 'of your data hosted in Canada' },
      },
    },
    who: {
      eyebrow: 'Who we are',
      title: 'Real bookkeepers, not a black box',
      role: 'Founder and lead bookkeeper',
      portrait: 'Portrait initials of {{name}}',
      p1: 'Claire spent twelve years in public practice in Toronto and Montréal, closing the books of restaurants, trades, clinics and design studios. She kept meeting owners who paid for bookkeeping they could not see, and found their problems at tax time instead of every month. She founded Ledgerleaf in 2021 to fix that.',
      p2: 'Ledgerleaf pairs every client with a named bookkeeper who answers the phone. The software does the repetitive sorting; people check every report before it is approved. Claire still reviews the GST/HST figures of new clients herself during their first quarter.',
      p3: 'Before Ledgerleaf, Claire led the small-business practice of a mid-sized Ontario firm and taught bookkeeping in the evening at a community college. She holds the CPA designation from CPA Ontario and lives in Guelph, where she volunteers as treasurer of a local food bank.',
      more: 'Read more',
      less: 'Read less',
    },
    pricing: {
      eyebrow: 'Pricing',
      title: 'Simple, flat pricing in Canadian dollars',
      intro: '100% satisfaction guarantee. Cancel anytime, no contract.',
      per: 'per {{period}} (CAD)',
      choose: 'Choose {{plan}}',
    },
    reviews: {
      eyebrow: 'Client reviews',
      title: 'What Canadian business owners say',
      play: 'Play reviews',
      pause: 'Pause reviews',
      region: 'Client reviews',
      rated: 'Rated {{value}} out of 5 stars',
    },
    faq: {
      eyebrow: 'FAQ',
      title: 'Frequently asked questions',
      cost: {
        q: 'How much does Ledgerleaf cost?',
        a: '{{monthly}} on the monthly plan, or {{annual}} on the annual plan, which processes all 12 months at once and saves you about two months (17%). Prices are in Canadian dollars.',
      },
      fees: {
        q: 'Are there any setup fees or hidden costs?',
        a: 'No. There are no setup fees, no hourly billing and no charge for revisions. Applicable sales taxes are added at checkout, and you can cancel at any time without a contract.',
      },
      documents: {
        q: 'What documents do I need to send?',
        a: 'Receipts, invoices and bank or credit card statements, as PDF, CSV or photos. If you connect your bank accounts, most transactions arrive on their own and you only send what the bank cannot: receipts, invoices and cash expenses.',
      },
      monthly: {
        q: 'What will I receive each month?',
        a: 'A reviewed monthly package: profit and loss statement, balance sheet, bank reconciliations, categorized spending with tax-deductible expenses, and your GST/HST figures prepared for filing, as PDF and CSV.',
      },
      tax: {
        q: 'Can you help me get ready for tax season?',
        a: 'Yes. Because your books are closed every month, year end is a formality: we hand your accountant clean statements and the GST/HST, payroll and corporate income tax amounts, or catch up on past months if you are behind.',
      },
    },
    contact: {
      eyebrow: 'Contact',
      title: 'Questions? We answer within one business day',
      intro: 'Tell us about your business and what you need. A bookkeeper, not a chatbot, will write back.',
      hours: 'Monday to Friday, 9:00 to 17:00 Eastern',
    },
  },
  'fr-CA': {
    sections: { 'track-transactions': 'Fonctionnement', about: 'À propos', 'who-we-are': 'Notre équipe', pricing: 'Tarifs', contact: 'Nous joindre' },
    openMenu: 'Ouvrir le menu de navigation',
    bookCall: 'Réserver un appel',
    loadingContactForm: 'Chargement du formulaire de contact',
    dashboard: 'Tableau de bord',
    logIn: 'Connexion',
    hero: {
      title: 'La tenue de livres des petites entreprises canadiennes, faite pour vous',
      lead: 'Connectez vos comptes bancaires, téléversez vos reçus et vos factures, et recevez chaque mois des rapports clairs : état des résultats, bilan, rapprochements bancaires et montants de TPS/TVH prêts à produire, préparés par de vrais teneurs de livres, en dollars canadiens.',
      getStarted: 'Commencer',
      requestCall: 'Demander un appel',
      plaid: 'Connexions bancaires propulsées par Plaid',
      highlights: { plans: 'Forfaits à partir de {{price}}', turnaround: 'Délai de 48 heures, du lundi au vendredi', hosted: 'Données hébergées au Canada' },
    },
    step: 'Étape {{number}}',
    howItWorks: {
      eyebrow: 'Fonctionnement',
      title: 'Trois étapes vers des livres fiables',
      intro:
        'Aucun logiciel à apprendre, aucune boîte à chaussures de reçus en fin d’année. Vous envoyez les pièces justificatives; nous vous renvoyons des livres terminés.',
      upload: {
        title: 'Téléversez vos documents',
        text: 'Envoyez-nous vos reçus, vos factures et vos relevés bancaires en PDF, en photo ou en fichier CSV depuis votre tableau de bord, quand cela vous convient.',
      },
      process: {
        title: 'Nous faisons le travail',
        text: 'Un teneur de livres canadien inscrit et catégorise chaque transaction, fait le rapprochement de vos comptes et calcule la TPS/TVH que vous devez, en 48 heures les jours ouvrables.',
      },
      reports: {
        title: 'Vous recevez des rapports clairs',
        text: 'Téléchargez votre état des résultats, votre bilan et vos rapprochements en PDF et en CSV, prêts pour votre comptable, votre banque ou l’ARC.',
      },
    },
    track: {
      eyebrow: 'Suivez vos transactions',
      title: 'Toutes vos transactions, au même endroit',
      intro: 'Connectez vos comptes une seule fois et vos livres se tiennent à jour d’eux-mêmes.',
      connect: {
        title: 'Connectez vos comptes bancaires',
        text: 'Reliez vos comptes chèques, d’épargne et de carte de crédit par Plaid en quelques minutes. La plupart des banques et caisses canadiennes sont prises en charge.',
      },
      organized: {
        title: 'Des transactions bien classées',
        text: 'Les transactions arrivent d’elles-mêmes, classées en catégories de revenus et de dépenses. Cherchez-les et filtrez-les par date, nom, catégorie, compte ou montant.',
      },
      export: {
        title: 'Exportez des rapports clairs',
        text: 'Exportez le détail des transactions ou un sommaire par catégorie en CSV, ou téléchargez les rapports mensuels révisés par notre équipe.',
      },
      securityTitle: 'Votre argent reste le vôtre',
      security: {
        bank: {
          title: 'Sécurité de niveau bancaire',
          text: 'Les connexions sont chiffrées de bout en bout et vos identifiants bancaires n’atteignent jamais nos serveurs. Vos données sont hébergées au Canada.',
        },
        readOnly: {
          title: 'Accès en lecture seule',
          text: 'Nous voyons les transactions, sans jamais déplacer d’argent. Personne chez Ledgerleaf ne peut faire un paiement à partir de vos comptes.',
        },
        disconnect: {
          title: 'Déconnexion en tout temps',
          text: 'Retirez une connexion bancaire en un clic depuis votre tableau de bord; ses transactions partent avec elle.',
        },
      },
    },
    services: {
      eyebrow: 'Ce que nous suivons',
      title: 'Tout ce dont vos livres ont besoin, chaque mois',
      intro: 'Les montants de paie, de TPS/TVH et d’impôt des sociétés sont calculés en dollars canadiens : aucune surprise au moment des impôts.',
      items: {
        income: 'Revenus et dépenses',
        bank: 'Transactions bancaires et de carte de crédit',
        spending: 'Dépenses catégorisées et dépenses déductibles',
        profitLoss: 'États des résultats mensuels',
        balanceSheet: 'Bilan',
        reconciliations: 'Rapprochements bancaires',
        gst: 'Déclarations de TPS préparées',
      },
    },
    about: {
      eyebrow: 'À propos',
      title: 'Une tenue de livres à la canadienne',
      p1: 'Ledgerleaf est un service de tenue de livres virtuel pour les petites entreprises, les travailleurs autonomes et les entrepreneurs de partout au Canada. Nous prenons les reçus, les factures et les flux bancaires que vous avez déjà et en faisons des livres mensuels exacts, rapprochés et prêts à produire.',
      p2: 'Nos teneurs de livres connaissent les règles canadiennes : TPS/TVH, TVQ et TVP, retenues à la source sur la paie, et acomptes provisionnels d’impôt des sociétés qui surprennent les entreprises en croissance. Chaque rapport mensuel est révisé par une personne avant de vous parvenir, et vous pouvez demander des corrections aussi souvent que nécessaire.',
      p3: 'Un prix fixe, aucune facturation à l’heure et aucun contrat : vous savez toujours ce que coûtent vos livres.',
      facts: {
        turnaround: { value: '48 h', label: 'de délai les jours ouvrables' },
        cad: { value: 'CAD', label: 'chaque montant en dollars canadiens' },
        hosted: { value: '100 %', label: 'de vos données hébergées au Canada' },
      },
    },
    who: {
      eyebrow: 'Notre équipe',
      title: 'De vrais teneurs de livres, pas une boîte noire',
      role: 'Fondatrice et teneuse de livres principale',
      portrait: 'Initiales du portrait de {{name}}',
      p1: 'Claire a passé douze ans en cabinet à Toronto et à Montréal, à fermer les livres de restaurants, d’entrepreneurs en construction, de cliniques et de studios de design. Elle rencontrait sans cesse des propriétaires qui payaient une tenue de livres qu’ils ne voyaient pas, et découvraient leurs problèmes au moment des impôts plutôt que chaque mois. Elle a fondé Ledgerleaf en 2021 pour changer cela.',
      p2: 'Ledgerleaf jumelle chaque client à un teneur de livres attitré qui répond au téléphone. Le logiciel fait le tri répétitif; des personnes vérifient chaque rapport avant son approbation. Claire révise encore elle-même les montants de TPS/TVH des nouveaux clients pendant leur premier trimestre.',
      p3: 'Avant Ledgerleaf, Claire dirigeait le service aux petites entreprises d’un cabinet ontarien de taille moyenne et enseignait la tenue de livres le soir dans un collège communautaire. Elle détient le titre de CPA de CPA Ontario et vit à Guelph, où elle est trésorière bénévole d’une banque alimentaire.',
      more: 'Lire la suite',
      less: 'Réduire',
    },
    pricing: {
      eyebrow: 'Tarifs',
      title: 'Des prix simples et fixes, en dollars canadiens',
      intro: 'Satisfaction garantie à 100 %. Résiliez en tout temps, sans contrat.',
      per: 'par {{period}} (CAD)',
      choose: 'Choisir {{plan}}',
    },
    reviews: {
      eyebrow: 'Avis de clients',
      title: 'Ce qu’en disent des propriétaires d’entreprise canadiens',
      play: 'Reprendre les avis',
      pause: 'Mettre les avis en pause',
      region: 'Avis de clients',
      rated: 'Note de {{value}} sur 5 étoiles',
    },
    faq: {
      eyebrow: 'FAQ',
      title: 'Questions fréquentes',
      cost: {
        q: 'Combien coûte Ledgerleaf?',
        a: '{{monthly}} avec le forfait mensuel, ou {{annual}} avec le forfait annuel, qui traite les 12 mois d’un coup et vous fait économiser environ deux mois (17 %). Les prix sont en dollars canadiens.',
      },
      fees: {
        q: 'Y a-t-il des frais d’ouverture ou des coûts cachés?',
        a: 'Non. Aucuns frais d’ouverture, aucune facturation à l’heure et aucuns frais pour les corrections. Les taxes de vente applicables s’ajoutent au paiement, et vous pouvez résilier en tout temps, sans contrat.',
      },
      documents: {
        q: 'Quels documents dois-je envoyer?',
        a: 'Vos reçus, vos factures et vos relevés bancaires ou de carte de crédit, en PDF, en CSV ou en photo. Si vous connectez vos comptes bancaires, la plupart des transactions arrivent d’elles-mêmes et vous n’envoyez que ce que la banque ne peut pas fournir : reçus, factures et dépenses en argent comptant.',
      },
      monthly: {
        q: 'Que vais-je recevoir chaque mois?',
        a: 'Un dossier mensuel révisé : état des résultats, bilan, rapprochements bancaires, dépenses catégorisées avec les dépenses déductibles, et vos montants de TPS/TVH prêts à produire, en PDF et en CSV.',
      },
      tax: {
        q: 'Pouvez-vous m’aider à préparer la saison des impôts?',
        a: 'Oui. Comme vos livres sont fermés chaque mois, la fin d’année n’est qu’une formalité : nous remettons à votre comptable des états propres et les montants de TPS/TVH, de paie et d’impôt des sociétés, ou nous rattrapons les mois passés si vous êtes en retard.',
      },
    },
    contact: {
      eyebrow: 'Nous joindre',
      title: 'Des questions? Nous répondons en un jour ouvrable',
      intro: 'Parlez-nous de votre entreprise et de vos besoins. Un teneur de livres, pas un robot conversationnel, vous répondra.',
      hours: 'Du lundi au vendredi, de 9 h à 17 h (heure de l’Est)',
    },
  },
} as const;
