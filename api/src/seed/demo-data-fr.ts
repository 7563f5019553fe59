// The French-speaking demo client (issue 31 point 7): Élise Gagnon, a Québec graphic designer
// (province QC, users.locale fr-CA), GST and QST registrant, banking at Desjardins. Her bank
// rows carry French merchant texts; her categories, report PDF, worksheet and mails are French.
import type { TaxProfileRequest } from '@ledgerleaf/contracts';
import type { DemoPdf, DemoReceipt, DemoSubmission, MerchantPattern } from './demo-data';

export const DEMO_FR_CLIENT = {
  email: 'demo-fr@ledgerleaf.test',
  password: 'client-demo-fr-1',
  firstName: 'Élise',
  lastName: 'Gagnon',
  phone: '+1 (514) 555-0163',
} as const;

export const DEMO_FR_TAX_PROFILE = {
  province: 'QC',
  gstHstNumber: '897654323RT0001',
  qstNumber: '1234567890TQ0001',
  filingFrequency: 'monthly',
  method: 'regular',
  businessStructure: 'sole_proprietor',
} as const satisfies TaxProfileRequest;

export const DEMO_FR_BANK = {
  item: { institutionId: 'ins_desjardins', institutionName: 'Desjardins' },
  accounts: [
    { kind: 'chequing', name: 'Desjardins – Compte d’opérations', mask: '5512', type: 'depository', subtype: 'checking' },
    { kind: 'credit', name: 'Visa Desjardins Affaires', mask: '7720', type: 'credit', subtype: 'credit card' },
  ],
} as const;

const m = (p: Omit<MerchantPattern, 'category' | 'categoryId' | 'channel'> & Partial<MerchantPattern>): MerchantPattern => ({
  category: ['Shops'],
  categoryId: '19000000',
  channel: 'in store',
  ...p,
});

/** ~90 days of a Montréal design studio's bank rows, in the texts Desjardins writes. */
export const DEMO_FR_MERCHANTS: MerchantPattern[] = [
  m({
    name: 'DEPOT VIREMENT INTERAC STUDIO BOREAL INC',
    merchantName: null,
    category: ['Transfer', 'Credit'],
    categoryId: '21005000',
    channel: 'other',
    minCents: 180_000,
    maxCents: 460_000,
    perMonth: 3,
    account: 'chequing',
  }),
  m({
    name: 'DEPOT STRIPE PAIEMENT CLIENT',
    merchantName: 'Stripe',
    category: ['Transfer', 'Deposit'],
    categoryId: '21007000',
    channel: 'other',
    minCents: 45_000,
    maxCents: 160_000,
    perMonth: 4,
    account: 'chequing',
  }),
  m({
    name: 'VIDEOTRON LTEE PAIEMENT PREAUTORISE',
    merchantName: 'Vidéotron',
    category: ['Service', 'Telecommunication Services'],
    categoryId: '18063000',
    channel: 'other',
    minCents: -14_500,
    maxCents: -12_900,
    perMonth: 1,
    dayOfMonth: 8,
    account: 'chequing',
  }),
  m({
    name: 'HYDRO-QUEBEC PAIEMENT FACTURE',
    merchantName: 'Hydro-Québec',
    category: ['Service', 'Utilities'],
    categoryId: '18068000',
    channel: 'other',
    minCents: -16_000,
    maxCents: -9_000,
    perMonth: 1,
    dayOfMonth: 14,
    account: 'chequing',
  }),
  m({
    name: 'LOYER ATELIER PLATEAU MONT-ROYAL',
    merchantName: null,
    category: ['Payment', 'Rent'],
    categoryId: '16002000',
    channel: 'other',
    minCents: -135_000,
    maxCents: -135_000,
    perMonth: 1,
    dayOfMonth: 1,
    account: 'chequing',
  }),
  m({
    name: 'FRAIS MENSUELS PLAN AFFAIRES',
    merchantName: 'Desjardins',
    category: ['Bank Fees'],
    categoryId: '10000000',
    channel: 'other',
    minCents: -1_895,
    maxCents: -1_895,
    perMonth: 1,
    dayOfMonth: 28,
    account: 'chequing',
  }),
  m({
    name: 'ADOBE *CREATIVE CLOUD',
    merchantName: 'Adobe',
    category: ['Service', 'Computers'],
    categoryId: '18018000',
    channel: 'online',
    minCents: -10_347,
    maxCents: -10_347,
    perMonth: 1,
    dayOfMonth: 3,
    account: 'credit',
  }),
  m({ name: 'BUREAU EN GROS #123 MONTREAL QC', merchantName: 'Bureau en Gros', minCents: -9_800, maxCents: -2_400, perMonth: 2, account: 'credit' }),
  m({
    name: 'CAFE OLIMPICO MONTREAL QC',
    merchantName: 'Café Olimpico',
    category: ['Food and Drink', 'Restaurants'],
    categoryId: '13005000',
    minCents: -2_600,
    maxCents: -900,
    perMonth: 5,
    account: 'credit',
  }),
  m({
    name: 'STM CARTE OPUS RECHARGE',
    merchantName: 'STM',
    category: ['Travel', 'Public Transportation'],
    categoryId: '22014000',
    minCents: -9_700,
    maxCents: -9_700,
    perMonth: 1,
    account: 'credit',
  }),
  m({
    name: 'PETRO-CANADA LAVAL QC',
    merchantName: 'Petro-Canada',
    category: ['Travel', 'Gas Stations'],
    categoryId: '22009000',
    minCents: -8_500,
    maxCents: -4_000,
    perMonth: 2,
    account: 'credit',
  }),
  m({ name: 'MARCHE JEAN-TALON FLEURISTE', merchantName: null, minCents: -6_000, maxCents: -2_500, perMonth: 1, account: 'credit' }),
  m({
    name: 'PAIEMENT VISA DESJARDINS MERCI',
    merchantName: null,
    category: ['Payment', 'Credit Card'],
    categoryId: '16001000',
    channel: 'other',
    minCents: 60_000,
    maxCents: 90_000,
    perMonth: 1,
    dayOfMonth: 20,
    account: 'credit',
  }),
];

/** Her last three months, with the firm's notes in French. */
export const DEMO_FR_REPORT_NOTES = {
  rejected:
    'Le relevé bancaire commence en milieu de mois : les premiers jours manquent. Envoyez-nous les relevés du début du mois, et nous reproduirons le rapport.',
  approved: 'Vérifié : la TPS et la TVQ perçues correspondent aux dépôts Stripe et aux virements des clients.',
} as const;

export const DEMO_FR_QUESTION = (name: string) => `À quoi correspondait « ${name} »? Choisissez la catégorie, ou écrivez-nous une note.`;

export const DEMO_FR_ANSWERED_QUESTION = {
  question: (name: string) => `Avez-vous la pièce justificative de « ${name} »?`,
  note: 'Oui, la voici : c’était pour l’atelier.',
  receipt: (name: string, amount: string): DemoPdf => ({
    name: 'recu.pdf',
    text: `Reçu - ${name} - ${amount.replace('-', '')} $ (TPS 5 %, TVQ 9,975 % incluses)`,
  }),
};

/** Élise's thread with the firm, in French, oldest first (hours before the seed date). */
export const DEMO_FR_CONVERSATION = [
  { side: 'client', hoursAgo: 52, text: 'Bonjour Jordan, avez-vous besoin d’autre chose pour la clôture du mois dernier?' },
  {
    side: 'staff',
    hoursAgo: 49,
    text: 'Bonjour Élise, le rapprochement bancaire est fait. Il me manque seulement le reçu de Bureau en Gros pour réclamer les CTI et les RTI.',
  },
  {
    side: 'client',
    hoursAgo: 20,
    text: 'Voici le reçu, avec la TPS et la TVQ.',
    attachment: { name: 'recu-bureau-en-gros.pdf', text: 'Reçu — Bureau en Gros #123 — Papeterie 86,23 $ + TPS 4,31 $ + TVQ 8,60 $ — Visa Desjardins 7720' },
  },
  { side: 'staff', hoursAgo: 2, text: 'Merci! Je l’ai joint à la transaction. Votre rapport du mois dernier vous attend dans le tableau de bord.' },
] as const;

/** Why staff reopened her approved month (its version 2 recategorizes one merchant). */
export const DEMO_FR_VERSION_REASON = (name: string, category: string) => `« ${name} » va sous ${category} : corrigé après la note de la cliente.`;

/** The approved month's reconciliation adjustment on her operations account. */
export const DEMO_FR_ADJUSTMENT_MEMO = 'Frais de service du relevé papier, absents du flux bancaire';

/**
 * Her chequing account in the month waiting for review: a transfer to her savings account (its
 * side is in the Desjardins file added to her books) and what she takes out of the business.
 */
export const DEMO_FR_LAST_MONTH_CHEQUING = [
  [10, 'VIREMENT A EPARGNE AFFAIRES 0412', '-500.00'],
  [15, 'VIREMENT INTERAC A ELISE GAGNON', '-1200.00'],
] as const;

/** Her manual submissions, in French: pending, completed with staff results, and one sent back for an edit. */
export const DEMO_FR_SUBMISSIONS: readonly DemoSubmission[] = [
  {
    summaryName: 'Reçus et factures d’octobre',
    documents: [
      { name: 'facture-2031.pdf', text: 'Facture 2031 - Studio Boréal inc. - 2 450,00 $ (TPS et TVQ en sus)' },
      { name: 'recu-librairie.pdf', text: 'Librairie Le Port de tête - 64,35 $' },
    ],
    manualTransactions: [
      { transactionDate: '2026-10-06', transactionName: 'Vente comptant - affiches', province: 'QC', amount: '180.00' },
      { transactionDate: '2026-10-21', transactionName: 'Stationnement - visite client', province: 'QC', amount: '12.50' },
    ],
    additionalCategories: [{ type: 'EXPENSE', categoryName: 'Impression' }],
  },
  {
    summaryName: 'Relevés bancaires de septembre',
    documents: [{ name: 'releve-desjardins-septembre.pdf', text: 'Relevé Desjardins - septembre' }],
    results: {
      pdf: { name: 'sommaire-septembre.pdf', text: 'Ledgerleaf - Sommaire de tenue de livres de septembre' },
      csv: {
        name: 'septembre.csv',
        rows: [
          ['Catégorie', 'Total'],
          ['Revenus de ventes', '7820.00'],
          ['Loyer/crédit-bail', '-1350.00'],
        ],
      },
    },
  },
  {
    summaryName: 'Dépenses d’août',
    documents: [{ name: 'billet-via-rail.pdf', text: 'VIA Rail - Montréal-Québec aller-retour - 148,60 $' }],
    editRequest: {
      description: 'Le billet de VIA Rail était pour un projet client à Québec : classez-le sous Déplacements et repas.',
      documents: [{ name: 'approbation-client.pdf', text: 'Courriel d’approbation du client - projet Québec' }],
    },
  },
];

/** A card export in the template (her upload categorized), and the same rows as a Desjardins download. */
export const DEMO_FR_CSV = {
  categorizedFile: 'releve-visa-septembre.csv',
  bankFile: 'desjardins-operations-septembre.csv',
  rows: [
    ['2026-09-02', 'DEPOT STRIPE PAIEMENT CLIENT', '1450.00'],
    ['2026-09-03', 'ADOBE *CREATIVE CLOUD', '-103.47'],
    ['2026-09-08', 'VIDEOTRON LTEE PAIEMENT PREAUTORISE', '-137.97'],
    ['2026-09-12', 'BUREAU EN GROS #123 MONTREAL QC', '-57.46'],
    ['2026-09-16', 'STM CARTE OPUS RECHARGE', '-97.00'],
    ['2026-09-22', 'CAFE OLIMPICO MONTREAL QC', '-14.25'],
    ['2026-09-28', 'FRAIS MENSUELS PLAN AFFAIRES', '-18.95'],
    ['2026-09-30', 'DEPOT VIREMENT INTERAC STUDIO BOREAL INC', '3200.00'],
  ],
} as const;

/**
 * Her Desjardins business savings account, which the bank link does not reach: the AccèsD
 * statement download (Date;Description;Retrait;Dépôt;Solde, decimal commas) added to her books,
 * in the month waiting for review. Its transfer from the operations account matches the bank's
 * side (DEMO_FR_LAST_MONTH_CHEQUING).
 */
export const DEMO_FR_BOOKS_CSV = {
  fileName: 'desjardins-epargne-affaires.csv',
  accountName: 'Desjardins – Épargne affaires',
  accountType: 'bank',
  /** The balance before its first row, in cents. */
  openingCents: 420_000,
  /** Day of the month, description, amount (money in positive). */
  rows: [
    [2, 'Intérêts', '0.42'],
    [10, 'Virement du compte d’opérations', '500.00'],
    [18, 'Dépôt au comptoir', '250.00'],
    [27, 'Frais de service', '-2.50'],
  ],
} as const;

/** Her receipts: TPS and TVQ inside the totals (printed in French), most for rows of the month waiting for review. */
export const DEMO_FR_RECEIPTS: readonly DemoReceipt[] = [
  {
    fileName: 'facture-adobe.pdf',
    vendor: 'Adobe Systems Canada',
    bank: { name: 'ADOBE *CREATIVE CLOUD', day: 3 },
    salesTax: true,
    bn: '871154324',
    body: ['Creative Cloud Toutes les applications, mensuel'],
  },
  {
    fileName: 'videotron-facture.pdf',
    vendor: 'Vidéotron ltée',
    bank: { name: 'VIDEOTRON LTEE PAIEMENT PREAUTORISE', day: 8 },
    salesTax: true,
    bn: '812345676',
    body: ['Internet Affaires 400'],
  },
  {
    fileName: 'hydro-quebec.pdf',
    vendor: 'Hydro-Québec',
    bank: { name: 'HYDRO-QUEBEC PAIEMENT FACTURE', day: 14 },
    salesTax: true,
    body: ['Électricité, atelier du Plateau'],
  },
  {
    fileName: 'loyer-atelier.pdf',
    vendor: 'Immeubles Mont-Royal inc.',
    bank: { name: 'LOYER ATELIER PLATEAU MONT-ROYAL', day: 1 },
    salesTax: true,
    bn: '812345676',
    body: ['Facturé à : Élise Gagnon', 'Loyer de l’atelier 3, 1 mois'],
  },
  // Paid cash: read, waiting for a bank row that will not come.
  {
    fileName: 'librairie-port-de-tete.pdf',
    vendor: 'Librairie Le Port de tête',
    own: { daysBack: 5, total: '64.35' },
    salesTax: true,
    body: ['Livres de typographie x2'],
  },
  // Two bank rows of its total (ClientFixture.receipts.ambiguous): a person picks.
  {
    fileName: 'bureau-en-gros.pdf',
    vendor: 'Bureau en Gros',
    own: { daysBack: 6, total: '45.99' },
    salesTax: true,
    bn: '871154324',
    body: ['Papier 11 x 17 x2'],
  },
  { fileName: 'recu-efface.pdf', vendor: null, own: { daysBack: 4, total: '' }, lines: ['MERCI DE VOTRE VISITE', 'AU PLAISIR'], unreadable: true },
];
