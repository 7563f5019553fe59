// The French-speaking demo client (issue 31 point 7): Élise Gagnon, a Québec graphic designer
// (province QC, users.locale fr-CA), GST and QST registrant, banking at Desjardins. Her bank
// rows carry French merchant texts; her categories, report PDF, worksheet and mails are French.
import type { TaxProfileRequest } from '@ledgerleaf/contracts';
import type { DemoPdf, MerchantPattern } from './demo-data';

export const DEMO_FR_CLIENT = {
  email: 'demo-fr@ledgerleaf.test',
  password: 'client-demo-fr-1',
  firstName: 'Élise',
  lastName: 'Gagnon',
  phone: '+1 (514) 555-0163',
} as const;

export const DEMO_FR_TAX_PROFILE = {
  province: 'QC',
  gstHstNumber: '897654321RT0001',
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
