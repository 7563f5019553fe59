// Realistic, deterministic demo content for a Canadian small business (a Toronto
// design studio): merchants, amounts and people. Used by the demo seed only.
import type { TaxProfileRequest } from '@ledgerleaf/contracts';

/** A small seeded PRNG (mulberry32) so every seed run produces the same data. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface MerchantPattern {
  name: string;
  merchantName: string | null;
  /** Plaid-style category list (first element is what the dashboard shows). */
  category: string[];
  categoryId: string;
  channel: 'online' | 'in store' | 'other';
  /** Cents range; negative = money out. */
  minCents: number;
  maxCents: number;
  /** Average occurrences per 30 days. */
  perMonth: number;
  /** Fixed day of month for recurring bills. */
  dayOfMonth?: number;
  account: 'chequing' | 'credit' | 'savings';
}

export const MERCHANTS: MerchantPattern[] = [
  {
    name: 'SHOPIFY PAYOUT',
    merchantName: 'Shopify',
    category: ['Transfer', 'Deposit'],
    categoryId: '21007000',
    channel: 'other',
    minCents: 85_000,
    maxCents: 420_000,
    perMonth: 4,
    account: 'chequing',
  },
  {
    name: 'INTERAC E-TRANSFER FROM MAPLE & OAK CAFE',
    merchantName: null,
    category: ['Transfer', 'Credit'],
    categoryId: '21005000',
    channel: 'other',
    minCents: 120_000,
    maxCents: 260_000,
    perMonth: 1,
    account: 'chequing',
  },
  {
    name: 'INTERAC E-TRANSFER FROM NORTHSHORE DENTAL',
    merchantName: null,
    category: ['Transfer', 'Credit'],
    categoryId: '21005000',
    channel: 'other',
    minCents: 180_000,
    maxCents: 350_000,
    perMonth: 1,
    account: 'chequing',
  },
  {
    name: 'STRIPE TRANSFER',
    merchantName: 'Stripe',
    category: ['Transfer', 'Deposit'],
    categoryId: '21007000',
    channel: 'other',
    minCents: 40_000,
    maxCents: 190_000,
    perMonth: 3,
    account: 'chequing',
  },
  {
    name: 'RENT - KING ST W STUDIO',
    merchantName: 'Allied Properties',
    category: ['Payment', 'Rent'],
    categoryId: '16002000',
    channel: 'other',
    minCents: -240_000,
    maxCents: -240_000,
    perMonth: 1,
    dayOfMonth: 1,
    account: 'chequing',
  },
  {
    name: 'ROGERS WIRELESS',
    merchantName: 'Rogers',
    category: ['Service', 'Telecommunication Services'],
    categoryId: '18063000',
    channel: 'online',
    minCents: -9_850,
    maxCents: -9_850,
    perMonth: 1,
    dayOfMonth: 6,
    account: 'credit',
  },
  {
    name: 'BELL CANADA INTERNET',
    merchantName: 'Bell',
    category: ['Service', 'Internet Services'],
    categoryId: '18040000',
    channel: 'online',
    minCents: -8_995,
    maxCents: -8_995,
    perMonth: 1,
    dayOfMonth: 12,
    account: 'credit',
  },
  {
    name: 'ADOBE *CREATIVE CLOUD',
    merchantName: 'Adobe',
    category: ['Service', 'Computers'],
    categoryId: '18012000',
    channel: 'online',
    minCents: -10_499,
    maxCents: -10_499,
    perMonth: 1,
    dayOfMonth: 3,
    account: 'credit',
  },
  {
    name: 'GOOGLE *WORKSPACE',
    merchantName: 'Google',
    category: ['Service', 'Computers'],
    categoryId: '18012000',
    channel: 'online',
    minCents: -4_368,
    maxCents: -4_368,
    perMonth: 1,
    dayOfMonth: 1,
    account: 'credit',
  },
  {
    name: 'FIGMA MONTHLY',
    merchantName: 'Figma',
    category: ['Service', 'Computers'],
    categoryId: '18012000',
    channel: 'online',
    minCents: -2_100,
    maxCents: -2_100,
    perMonth: 1,
    dayOfMonth: 15,
    account: 'credit',
  },
  {
    name: 'TORONTO HYDRO',
    merchantName: 'Toronto Hydro',
    category: ['Service', 'Utilities'],
    categoryId: '18068000',
    channel: 'online',
    minCents: -11_000,
    maxCents: -16_500,
    perMonth: 1,
    dayOfMonth: 20,
    account: 'chequing',
  },
  {
    name: 'ENBRIDGE GAS',
    merchantName: 'Enbridge',
    category: ['Service', 'Utilities'],
    categoryId: '18068000',
    channel: 'online',
    minCents: -6_500,
    maxCents: -12_000,
    perMonth: 1,
    dayOfMonth: 22,
    account: 'chequing',
  },
  {
    name: 'INTACT INSURANCE',
    merchantName: 'Intact Insurance',
    category: ['Service', 'Insurance'],
    categoryId: '18030000',
    channel: 'online',
    minCents: -18_900,
    maxCents: -18_900,
    perMonth: 1,
    dayOfMonth: 10,
    account: 'chequing',
  },
  {
    name: 'MONTHLY ACCOUNT FEE',
    merchantName: null,
    category: ['Bank Fees', 'Service'],
    categoryId: '10000000',
    channel: 'other',
    minCents: -3_295,
    maxCents: -3_295,
    perMonth: 1,
    dayOfMonth: 28,
    account: 'chequing',
  },
  {
    name: 'BDC LOAN PAYMENT',
    merchantName: 'BDC',
    category: ['Payment', 'Loan'],
    categoryId: '16003000',
    channel: 'other',
    minCents: -61_250,
    maxCents: -61_250,
    perMonth: 1,
    dayOfMonth: 15,
    account: 'chequing',
  },
  {
    name: 'CRA GST/HST PAYMENT',
    merchantName: 'Canada Revenue Agency',
    category: ['Tax', 'Payment'],
    categoryId: '16004000',
    channel: 'other',
    minCents: -120_000,
    maxCents: -180_000,
    perMonth: 0.34,
    account: 'chequing',
  },
  {
    name: 'STAPLES #312',
    merchantName: 'Staples',
    category: ['Shops', 'Office Supplies'],
    categoryId: '19046000',
    channel: 'in store',
    minCents: -1_899,
    maxCents: -18_450,
    perMonth: 2,
    account: 'credit',
  },
  {
    name: 'TIM HORTONS #4471',
    merchantName: 'Tim Hortons',
    category: ['Food and Drink', 'Restaurants', 'Coffee Shop'],
    categoryId: '13005043',
    channel: 'in store',
    minCents: -450,
    maxCents: -2_480,
    perMonth: 8,
    account: 'credit',
  },
  {
    name: 'UBER *TRIP',
    merchantName: 'Uber',
    category: ['Travel', 'Taxi'],
    categoryId: '22016000',
    channel: 'online',
    minCents: -1_250,
    maxCents: -4_800,
    perMonth: 4,
    account: 'credit',
  },
  {
    name: 'AIR CANADA',
    merchantName: 'Air Canada',
    category: ['Travel', 'Airlines and Aviation Services'],
    categoryId: '22001000',
    channel: 'online',
    minCents: -32_000,
    maxCents: -68_000,
    perMonth: 0.4,
    account: 'credit',
  },
  {
    name: 'META *ADS',
    merchantName: 'Meta',
    category: ['Service', 'Advertising and Marketing'],
    categoryId: '18001000',
    channel: 'online',
    minCents: -5_000,
    maxCents: -30_000,
    perMonth: 2,
    account: 'credit',
  },
  {
    name: 'GOOGLE *ADS',
    merchantName: 'Google Ads',
    category: ['Service', 'Advertising and Marketing'],
    categoryId: '18001000',
    channel: 'online',
    minCents: -7_500,
    maxCents: -25_000,
    perMonth: 1.5,
    account: 'credit',
  },
  {
    name: 'LOBLAWS #1021',
    merchantName: 'Loblaws',
    category: ['Shops', 'Supermarkets and Groceries'],
    categoryId: '19047000',
    channel: 'in store',
    minCents: -2_200,
    maxCents: -9_800,
    perMonth: 2,
    account: 'credit',
  },
  {
    name: 'CANVA PRO',
    merchantName: 'Canva',
    category: ['Service', 'Computers'],
    categoryId: '18012000',
    channel: 'online',
    minCents: -1_699,
    maxCents: -1_699,
    perMonth: 1,
    dayOfMonth: 18,
    account: 'credit',
  },
  {
    name: 'PAYMENT - THANK YOU',
    merchantName: null,
    category: ['Payment', 'Credit Card'],
    categoryId: '16001000',
    channel: 'other',
    minCents: 150_000,
    maxCents: 250_000,
    perMonth: 1,
    dayOfMonth: 25,
    account: 'credit',
  },
  {
    name: 'INTEREST EARNED',
    merchantName: null,
    category: ['Interest', 'Interest Earned'],
    categoryId: '15001000',
    channel: 'other',
    minCents: 1_100,
    maxCents: 2_400,
    perMonth: 1,
    dayOfMonth: 28,
    account: 'savings',
  },
];

export const EXTRA_CLIENTS = [
  ['Jordan', 'Okafor', 'jordan.okafor@example.ca', '+1 (604) 555-0119', 'MONTHLY', 'PAID'],
  ['Sophie', 'Gagnon', 'sophie.gagnon@example.ca', '+1 (514) 555-0177', 'ANNUAL', 'PAID'],
  ['Liam', 'MacDonald', 'liam.macdonald@example.ca', '+1 (902) 555-0133', 'ANNUAL', 'COUPON'],
  ['Priya', 'Sharma', 'priya.sharma@example.ca', '+1 (905) 555-0161', 'MONTHLY', 'PAID'],
  ['Ethan', 'Wong', 'ethan.wong@example.ca', '+1 (403) 555-0128', 'NONE', 'PAID'],
  ['Chloé', 'Bouchard', 'chloe.bouchard@example.ca', '+1 (418) 555-0190', 'MONTHLY', 'PAID'],
  ['Noah', 'Singh', 'noah.singh@example.ca', '+1 (780) 555-0145', 'ANNUAL', 'COUPON'],
  ['Maya', 'Thompson', 'maya.thompson@example.ca', '+1 (204) 555-0112', 'MONTHLY', 'PAID'],
] as const;

export const CALL_REQUESTS = [
  {
    firstName: 'Daniel',
    lastName: 'Leblanc',
    email: 'daniel@leblancplumbing.example.ca',
    phone: '+1 (506) 555-0102',
    time: '10:00',
    timezone: 'America/Moncton',
    inDays: 2,
  },
  {
    firstName: 'Hannah',
    lastName: 'Kowalski',
    email: 'hannah@kowalskiyoga.example.ca',
    phone: '+1 (306) 555-0188',
    time: '14:00',
    timezone: 'America/Regina',
    inDays: 4,
  },
  {
    firstName: 'Marcus',
    lastName: 'Reid',
    email: 'marcus.reid@example.ca',
    phone: '+1 (416) 555-0150',
    time: '09:00',
    timezone: 'America/Toronto',
    inDays: -3,
    completed: true,
  },
];

export const MESSAGES = [
  {
    firstName: 'Olivia',
    lastName: 'Martin',
    email: 'olivia@martinbakery.example.ca',
    phone: '+1 (613) 555-0175',
    question: 'Do you handle HST filings for a bakery with two locations in Ottawa? We switched to quarterly filing this year.',
  },
  {
    firstName: 'Raj',
    lastName: 'Patel',
    email: 'raj.patel@example.ca',
    phone: '+1 (647) 555-0139',
    question: 'I am a sole proprietor doing IT consulting. Can you help me catch up on last year before the tax deadline?',
  },
  {
    firstName: 'Emma',
    lastName: 'Fraser',
    email: 'emma@fraserphoto.example.ca',
    phone: '+1 (250) 555-0163',
    question: 'What documents do I need to send each month if I only use one business chequing account?',
    read: true,
  },
];

/** A file of a demo submission: its name and the line of text its one-page PDF shows. */
export interface DemoPdf {
  name: string;
  text: string;
}

/**
 * The demo client's manual submissions, oldest first, one of each status the screens show:
 * pending with typed transactions and an extra category, completed with staff results, and
 * one whose client asked for an edit.
 */
export interface DemoSubmission {
  summaryName: string;
  documents: DemoPdf[];
  manualTransactions?: { transactionDate: string; transactionName: string; province: string; amount: string }[];
  additionalCategories?: { type: 'REVENUE' | 'EXPENSE'; categoryName: string }[];
  results?: { pdf: DemoPdf; csv: { name: string; rows: string[][] } };
  editRequest?: { description: string; documents: DemoPdf[] };
}

export const DEMO_SUBMISSIONS: readonly DemoSubmission[] = [
  {
    summaryName: 'October receipts and invoices',
    documents: [
      { name: 'invoice-1042.pdf', text: 'Invoice 1042 - Maple & Oak Cafe - $1,850.00' },
      { name: 'staples-receipt.pdf', text: 'Staples receipt - $184.50' },
    ],
    manualTransactions: [
      { transactionDate: '2026-10-04', transactionName: 'Cash sale - print job', province: 'ON', amount: '240.00' },
      { transactionDate: '2026-10-19', transactionName: 'Parking - client visit', province: 'ON', amount: '18.75' },
    ],
    additionalCategories: [{ type: 'EXPENSE', categoryName: 'Printing' }],
  },
  {
    summaryName: 'September bank statements',
    documents: [{ name: 'rbc-statement-september.pdf', text: 'RBC statement - September' }],
    results: {
      pdf: { name: 'september-summary.pdf', text: 'Ledgerleaf - September bookkeeping summary' },
      csv: {
        name: 'september.csv',
        rows: [
          ['Category', 'Total'],
          ['Sales Revenue', '9420.00'],
          ['Rent/Lease', '-2400.00'],
        ],
      },
    },
  },
  {
    summaryName: 'August expenses',
    documents: [{ name: 'air-canada-itinerary.pdf', text: 'Air Canada itinerary - $512.40' }],
    editRequest: {
      description: 'The Air Canada flight was for a client project in Montreal; please file it under Travel & Meals.',
      documents: [{ name: 'client-approval.pdf', text: 'Client approval email - Montreal project' }],
    },
  },
];

/** A card export: the client's upload is categorized, staff's copy waits for Categorize with AI. */
export const DEMO_CSV = {
  categorizedFile: 'september-card-export.csv',
  waitingFile: 'october-card-export.csv',
  /** The same rows as RBC's download lays them out (issue 21: bank files as banks export them). */
  bankFile: 'rbc-chequing-september.csv',
  /** Transaction_Date, Transaction_Name, Transaction_Amount (Transaction_Category left empty). */
  rows: [
    ['2026-09-02', 'SQUARE DEPOSIT 4411', '1280.00'],
    ['2026-09-05', 'ADOBE *CREATIVE CLD 800-833-6687 CA', '-104.99'],
    ['2026-09-09', 'PRE-AUTHORIZED DEBIT ROGERS WIRELESS 00012345', '-98.50'],
    ['2026-09-14', 'POS PURCHASE STAPLES #312 MISSISSAUGA ON', '-64.20'],
    ['2026-09-21', 'UBER* TRIP HELP.UBER.COM', '-23.75'],
    ['2026-09-24', 'SQ *MAMA MIA TRATTORIA HALIFAX NS', '-48.20'],
    ['2026-09-28', 'MONTHLY ACCOUNT FEE', '-32.95'],
    ['2026-09-30', 'INTERAC E-TRANSFER FROM NORTHSHORE DENTAL', '2250.00'],
  ],
} as const;

/** The demo client's tax profile (the business number passes the CRA check digit; it is not a real one). */
export const DEMO_TAX_PROFILE = {
  province: 'ON',
  gstHstNumber: '123456782RT0001',
  filingFrequency: 'monthly',
  method: 'regular',
  businessStructure: 'sole_proprietor',
} as const satisfies TaxProfileRequest;
/**
 * A credit card the bank link cannot reach, added to Avery's books: a few card rows in the
 * month waiting for review, plus a copy of one of that month's bank charges a day later,
 * which the books show as a possible duplicate.
 */
export const DEMO_BOOKS_CSV = {
  fileName: 'visa-4412-statement.csv',
  accountName: 'Visa ending 4412',
  /** Day of the month, Transaction_Name, Transaction_Amount. */
  rows: [
    [4, 'COSTCO WHOLESALE #538 ETOBICOKE ON', '-186.42'],
    [11, 'CANVA* I04129-87731', '-16.99'],
    [17, 'ESSO 7712 MISSISSAUGA ON', '-72.15'],
    [23, 'STAPLES #312 MISSISSAUGA ON', '-43.60'],
  ],
  /** The card is a credit card in the books: purchases raise what is owed, a payment lowers it. */
  accountType: 'credit_card',
} as const;

/**
 * Issue 27, point 9: the chequing account pays the Visa (the bank's line on `day`, the card's
 * "PAYMENT - THANK YOU" on `cardDay` of the month waiting for review): the books match them as a
 * transfer between Avery's own accounts, out of the P&L. And Avery takes money out of the
 * business by Interac e-Transfer to themself: an owner's drawing (the categorizer's book cues
 * read both).
 */
export const DEMO_CARD_PAYMENT = { day: 25, bankName: 'VISA PAYMENT 4412', cardDay: 26, cardName: 'PAYMENT - THANK YOU', amount: '318.45' } as const;
export const DEMO_OWNER_DRAWING = { day: 15, name: 'INTERAC E-TRANSFER TO AVERY LAMBERT', amount: '-1500.00' } as const;

/** Why staff reopened the demo's approved month (its version 2 recategorizes one merchant). */
export const DEMO_VERSION_REASON = (name: string, category: string) => `${name} belongs under ${category}: corrected after the client's note.`;

/** The question staff ask the demo client about a row of the month waiting for review. */
export const DEMO_QUESTION = (name: string) => `What was "${name}" for? Pick the category it belongs to, or tell us in a note.`;

/** A second question, which the demo client has answered with a note and the receipt. */
export const DEMO_ANSWERED_QUESTION = {
  question: (name: string) => `Do you have the receipt for "${name}"?`,
  note: 'Yes, attached: it was for the office.',
  receipt: (name: string, amount: string): DemoPdf => ({ name: 'receipt.pdf', text: `Receipt - ${name} - $${amount.replace('-', '')}` }),
};

/**
 * The firm behind the demo (issue 29, point 6): the owner is the demo staff login; two
 * bookkeepers with their own demo logins (README). Avery is Jordan's client.
 */
export const DEMO_BOOKKEEPERS = [
  { firstName: 'Jordan', lastName: 'Park', email: 'jordan.park@ledgerleaf.test', password: 'bookkeeper-demo-1', phone: '+1 (416) 555-0142' },
  { firstName: 'Priya', lastName: 'Desai', email: 'priya.desai@ledgerleaf.test', password: 'bookkeeper-demo-2', phone: '' },
] as const;

/** Avery's thread with the firm, oldest first: hours before the seed date, the last one the firm's (nothing waits in the inbox). */
export const DEMO_CONVERSATION = [
  { side: 'client', hoursAgo: 70, text: 'Hi Jordan, I just added my Visa statement as a CSV. Do you need anything else for last month?' },
  {
    side: 'staff',
    hoursAgo: 68,
    text: 'Thanks Avery, the Visa rows are in your books now. One payment looks like a duplicate of a bank charge: I flagged it under CSV Upload.',
  },
  {
    side: 'client',
    hoursAgo: 26,
    text: 'Here is the receipt for the laptop I bought in the fall, in case you need it for the books.',
    attachment: { name: 'laptop-receipt.pdf', text: 'Receipt — Best Buy #1142 — MacBook Air 13" — $1,549.00 + HST $201.37 — paid by Visa ending 4412' },
  },
  {
    side: 'staff',
    hoursAgo: 3,
    text: 'Got it, I recorded it as equipment. I also left you a question on one transaction of this month: you will see it just below.',
  },
] as const;

/** What the firm's staff opened in Avery's data, as the access log keeps it (hours before the seed date). */
export const DEMO_ACCESS_LOG = [
  { who: 'bookkeeper', hoursAgo: 69, action: 'read', route: 'GET /api/admin/users/:id/conversation', kind: 'conversation', label: null },
  { who: 'bookkeeper', hoursAgo: 68, action: 'read', route: 'GET /api/admin/users/:id/ledger', kind: 'ledger', label: null },
  { who: 'owner', hoursAgo: 50, action: 'read', route: 'GET /api/admin/users/:id', kind: 'profile', label: null },
  { who: 'bookkeeper', hoursAgo: 4, action: 'read', route: 'GET /api/admin/users/:id/books/accounts', kind: 'books', label: null },
] as const;

/**
 * Avery's receipts (issue 30, the demo): PDFs with a text layer written by the seed, with the
 * fields the reader takes from them written directly (the seed runs no worker and reads no
 * file at start). `bank`: a row of the month waiting for review (by name and day of month) whose
 * date and total the receipt carries, so matching links it; otherwise the receipt's own date
 * (days before the seed date) and total. `salesTax`: the sales tax inside the total is printed
 * (13 % HST; for a Québec client 5 % TPS and 9.975 % TVQ, in French);
 * `bn`: the supplier's GST/HST number is printed.
 */
export interface DemoReceipt {
  fileName: string;
  vendor: string | null;
  bank?: { name: string; day: number };
  own?: { daysBack: number; total: string };
  salesTax?: boolean;
  bn?: string;
  /** Lines before the total (items, buyer, terms). */
  body?: readonly string[];
  /** Written whole (the French receipt, the unreadable one): no HST or total lines added. */
  lines?: readonly string[];
  fields?: Partial<Record<'gstHst' | 'qst' | 'date', string>>;
  unreadable?: true;
}

/** The ambiguous receipt's two bank rows: one amount, a day apart, on the card and the chequing account. */
export const DEMO_AMBIGUOUS_ROWS = { total: '62.15', daysBack: 6, card: 'STAPLES #312', chequing: 'AMAZON.CA MARKETPLACE' } as const;

export const DEMO_RECEIPTS: readonly DemoReceipt[] = [
  {
    fileName: 'adobe-invoice.pdf',
    vendor: 'Adobe Systems Canada',
    bank: { name: 'ADOBE *CREATIVE CLOUD', day: 3 },
    salesTax: true,
    bn: '871154324',
    body: ['Creative Cloud All Apps, monthly'],
  },
  { fileName: 'rogers-bill.pdf', vendor: 'Rogers Wireless', bank: { name: 'ROGERS WIRELESS', day: 6 }, salesTax: true, body: ['Mobile plan 20 GB'] },
  { fileName: 'bell-internet.pdf', vendor: 'Bell Canada', bank: { name: 'BELL CANADA INTERNET', day: 12 }, salesTax: true, body: ['Internet 500'] },
  {
    fileName: 'studio-rent-invoice.pdf',
    vendor: 'King Street Studios Inc.',
    bank: { name: 'RENT - KING ST W STUDIO', day: 1 },
    salesTax: true,
    bn: '812345676',
    body: ['Invoice to: Avery Lambert', 'Studio 4B rent, 1 month', 'Terms: due on the 1st, pre-authorized debit'],
  },
  // Over $100 without the supplier's GST/HST number: partly documented.
  { fileName: 'toronto-hydro.pdf', vendor: 'Toronto Hydro', bank: { name: 'TORONTO HYDRO', day: 20 }, salesTax: true, body: ['Electricity, studio 4B'] },
  {
    fileName: 'google-workspace.pdf',
    vendor: 'Google Cloud Canada',
    bank: { name: 'GOOGLE *WORKSPACE', day: 1 },
    salesTax: true,
    bn: '871154324',
    body: ['Workspace Business Starter'],
  },
  { fileName: 'figma.pdf', vendor: 'Figma Inc.', bank: { name: 'FIGMA MONTHLY', day: 15 }, body: ['Professional plan'] },
  { fileName: 'canva.pdf', vendor: 'Canva Pty Ltd', bank: { name: 'CANVA PRO', day: 18 }, body: ['Canva Pro, monthly'] },
  // Paid cash in Montréal: read (TPS/TVQ), waiting for a bank row that will not come.
  {
    fileName: 'cafe-olimpico.pdf',
    vendor: 'Café Olimpico',
    own: { daysBack: 8, total: '10.93' },
    lines: [
      'Café Olimpico',
      '124 rue Saint-Viateur O., Montréal QC',
      '2 x Cappuccino 9,50',
      'Sous-total 9,50 $',
      'TPS 5 % 0,48',
      'TVQ 9,975 % 0,95',
      'Total 10,93 $',
      'TPS/TVH : 871154324 RT0001',
    ],
    fields: { gstHst: '0.48', qst: '0.95' },
    bn: '871154324',
  },
  // Bought yesterday: the card's row has not arrived yet.
  {
    fileName: 'home-depot.pdf',
    vendor: 'The Home Depot',
    own: { daysBack: 1, total: '47.83' },
    salesTax: true,
    bn: '812345676',
    body: ['Extension cord 6 ft', 'Cable ties x100'],
  },
  {
    fileName: 'staples.pdf',
    vendor: 'Staples',
    own: { daysBack: DEMO_AMBIGUOUS_ROWS.daysBack, total: DEMO_AMBIGUOUS_ROWS.total },
    salesTax: true,
    bn: '871154324',
    body: ['Printer paper x5'],
  },
  { fileName: 'faded-slip.pdf', vendor: null, own: { daysBack: 3, total: '' }, lines: ['THANK YOU FOR SHOPPING', 'PLEASE COME AGAIN'], unreadable: true },
];
