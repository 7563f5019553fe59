// The demo's clients as data: one fixture object per client, which the seed's one client path
// (DemoSeeder.ensureClient) writes. Avery Lambert (Toronto, English, HST) and Élise Gagnon
// (Montréal, French, GST/QST) have the same kinds of data; only the fixture differs.
import { CSV_REQUIRED_COLUMNS, type CsvBooksAccountType, type Locale, ReportStatus, type TaxProfileRequest } from '@ledgerleaf/contracts';
import { stringify } from 'csv-stringify/sync';
import {
  DEMO_ACCESS_LOG,
  DEMO_AMBIGUOUS_ROWS,
  DEMO_ANSWERED_QUESTION,
  DEMO_BOOKS_CSV,
  DEMO_CARD_PAYMENT,
  DEMO_CONVERSATION,
  DEMO_CSV,
  DEMO_OWNER_DRAWING,
  DEMO_QUESTION,
  DEMO_RECEIPTS,
  DEMO_SUBMISSIONS,
  DEMO_TAX_PROFILE,
  DEMO_VERSION_REASON,
  type DemoPdf,
  type DemoReceipt,
  type DemoSubmission,
  MERCHANTS,
  type MerchantPattern,
} from './demo-data';
import {
  DEMO_FR_ADJUSTMENT_MEMO,
  DEMO_FR_ANSWERED_QUESTION,
  DEMO_FR_BANK,
  DEMO_FR_BOOKS_CSV,
  DEMO_FR_CLIENT,
  DEMO_FR_CONVERSATION,
  DEMO_FR_CSV,
  DEMO_FR_LAST_MONTH_CHEQUING,
  DEMO_FR_MERCHANTS,
  DEMO_FR_QUESTION,
  DEMO_FR_RECEIPTS,
  DEMO_FR_REPORT_NOTES,
  DEMO_FR_SUBMISSIONS,
  DEMO_FR_TAX_PROFILE,
  DEMO_FR_VERSION_REASON,
} from './demo-data-fr';

/** How many months back the approved demo report is: the demo client's fiscal year ends with it, so its year-end package exists. */
export const APPROVED_DEMO_MONTH_BACK = 2;

export type DemoReport = { back: number; status: ReportStatus; notes: string | null };
export type DemoConversationMessage = { side: 'client' | 'staff'; hoursAgo: number; text: string; attachment?: { name: string; text: string } };
/** A bank file row: ISO date, description, signed amount ("-12.50"). */
export type DemoFileRow = readonly [string, string, string];

export interface DemoBank {
  /** Each institution linked through Plaid: its item id is `demo-item-<key>-<user id>`. */
  items: readonly { key: string; institutionId: string; institutionName: string }[];
  accounts: readonly { kind: 'chequing' | 'savings' | 'credit'; item: string; name: string; mask: string; type: string; subtype: string }[];
  merchants: readonly MerchantPattern[];
  /** Each payment the card receives (`received`) leaves the chequing account the same day as `chequingName`: a transfer between the client's own accounts. */
  cardPayment: { received: string; chequingName: string };
  /** Chequing rows of the month waiting for review: day of month, name, amount. */
  lastMonthChequing: readonly (readonly [number, string, string])[];
}

export interface ClientFixture {
  /** The login (`DemoAccounts` may give another e-mail and password). */
  user: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    phone: string;
    locale: Locale;
    province: string;
    questionnaire: { gstPstOwed: string; payrollTaxOwed: string; corporateIncomeTaxOwed: string };
  };
  /** Her own extra expense category, beside the defaults. */
  ownCategory: string;
  bank: DemoBank;
  /** Which of her accounts is the chequing one, by its name (the reconciliations' adjustment and the pending statement). */
  chequingName: RegExp;
  taxProfile: TaxProfileRequest;
  submissions: readonly DemoSubmission[];
  /** A card export in the template (categorized), an optional staff copy waiting, and the same rows in the bank's own layout. */
  csv: { categorizedFile: string; waitingFile?: string; bankFile: string; rows: readonly DemoFileRow[]; bankExport: (rows: readonly DemoFileRow[]) => Buffer };
  /**
   * An account the bank link does not reach, added to the books in the month waiting for
   * review: `rows` by day of month; `copyOfBankCharge`: a day-later copy of the month's first
   * bank charge (a possible duplicate).
   */
  booksCsv: {
    fileName: string;
    accountName: string;
    accountType: CsvBooksAccountType;
    rows: readonly (readonly [number, string, string])[];
    copyOfBankCharge: boolean;
    file: (rows: readonly DemoFileRow[]) => Buffer;
  };
  receipts: {
    list: readonly DemoReceipt[];
    /** Two bank rows of one total, a day apart (card and chequing): the receipt of that total finds both. */
    ambiguous?: { total: string; daysBack: number; card: string; chequing: string };
    /** What `salesTax` prints: Ontario's 13 % HST, or Québec's 5 % GST and 9.975 % QST. */
    tax: 'hst' | 'gst-qst';
  };
  reports: readonly DemoReport[];
  versionReason: (name: string, category: string) => string;
  adjustmentMemo: string;
  question: {
    question: (name: string) => string;
    answered: { question: (name: string) => string; note: string; receipt: (name: string, amount: string) => DemoPdf };
  };
  conversation: readonly DemoConversationMessage[];
  accessLog: typeof DEMO_ACCESS_LOG;
}

/** The last three months: one of each status the screens show. */
const reports = (notes: { rejected: string; approved: string }): DemoReport[] => [
  { back: 3, status: ReportStatus.REJECTED, notes: notes.rejected },
  { back: APPROVED_DEMO_MONTH_BACK, status: ReportStatus.APPROVED, notes: notes.approved },
  { back: 1, status: ReportStatus.PENDING, notes: null },
];

/** The Canadian bank files' template: Transaction_Date, Transaction_Name, Transaction_Amount, Transaction_Category (empty). */
export const templateCsv = (rows: readonly DemoFileRow[]): Buffer => Buffer.from(stringify([[...CSV_REQUIRED_COLUMNS], ...rows.map((r) => [...r, ''])]));

/** Rows as RBC's CSV download writes them: eight quoted columns, M/D/YYYY, signed CAD$. */
function rbcExport(rows: readonly DemoFileRow[]): Buffer {
  const header = ['Account Type', 'Account Number', 'Transaction Date', 'Cheque Number', 'Description 1', 'Description 2', 'CAD$', 'USD$'];
  const mdy = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`;
  return Buffer.from(
    stringify([header, ...rows.map(([date, name, amount]) => ['Chequing', '06972-5012345', mdy(date), '', name, '', amount, ''])], { quoted: true }),
  );
}

/**
 * Rows as Desjardins' French statement download (AccèsD « Relevé de compte ») writes them:
 * `Date;Description;Retrait;Dépôt;Solde`, DD/MM/YYYY, decimal commas with a blank between
 * thousands, Windows-1252, CRLF (csv-french.md). A bank's file, not a text for a person: its
 * numbers are written as the bank writes them, not through the app's formatters.
 */
export function desjardinsReleve(rows: readonly DemoFileRow[], openingCents = 0): Buffer {
  const comma = (cents: number) => {
    const abs = Math.abs(cents);
    const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    return `${cents < 0 ? '-' : ''}${units},${String(abs % 100).padStart(2, '0')}`;
  };
  let balance = openingCents;
  const lines = ['Date;Description;Retrait;Dépôt;Solde'];
  for (const [date, name, amount] of rows) {
    const cents = Math.round(Number(amount) * 100);
    balance += cents;
    const dmy = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
    lines.push(
      [dmy, name.replace(/[;’]/g, (c) => (c === ';' ? ',' : "'")), cents < 0 ? comma(-cents) : '', cents > 0 ? comma(cents) : '', comma(balance)].join(';'),
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

export const AVERY: ClientFixture = {
  user: {
    email: 'demo@ledgerleaf.test',
    password: 'client-demo-1',
    firstName: 'Avery',
    lastName: 'Lambert',
    phone: '+1 (416) 555-0187',
    locale: 'en-CA',
    province: 'ON',
    questionnaire: { gstPstOwed: '1840.50', payrollTaxOwed: '0.00', corporateIncomeTaxOwed: '3250.00' },
  },
  ownCategory: 'Design Contractors',
  bank: {
    items: [
      { key: 'rbc', institutionId: 'ins_38', institutionName: 'RBC Royal Bank' },
      { key: 'amex', institutionId: 'ins_10', institutionName: 'American Express' },
    ],
    accounts: [
      { kind: 'chequing', item: 'rbc', name: 'RBC Business Chequing', mask: '4821', type: 'depository', subtype: 'checking' },
      { kind: 'savings', item: 'rbc', name: 'RBC High Interest Savings', mask: '9034', type: 'depository', subtype: 'savings' },
      { kind: 'credit', item: 'amex', name: 'Amex Business Gold Card', mask: '1007', type: 'credit', subtype: 'credit card' },
    ],
    merchants: MERCHANTS,
    cardPayment: { received: 'PAYMENT - THANK YOU', chequingName: 'AMEX PAYMENT 1007' },
    // A payment to the Visa (a transfer once the card's side joins the books) and an owner's drawing.
    lastMonthChequing: [
      [DEMO_CARD_PAYMENT.day, DEMO_CARD_PAYMENT.bankName, `-${DEMO_CARD_PAYMENT.amount}`],
      [DEMO_OWNER_DRAWING.day, DEMO_OWNER_DRAWING.name, DEMO_OWNER_DRAWING.amount],
    ],
  },
  chequingName: /chequing/i,
  taxProfile: DEMO_TAX_PROFILE,
  submissions: DEMO_SUBMISSIONS,
  csv: { ...DEMO_CSV, bankExport: rbcExport },
  booksCsv: {
    fileName: DEMO_BOOKS_CSV.fileName,
    accountName: DEMO_BOOKS_CSV.accountName,
    accountType: DEMO_BOOKS_CSV.accountType,
    rows: [...DEMO_BOOKS_CSV.rows, [DEMO_CARD_PAYMENT.cardDay, DEMO_CARD_PAYMENT.cardName, DEMO_CARD_PAYMENT.amount]],
    copyOfBankCharge: true,
    file: templateCsv,
  },
  receipts: { list: DEMO_RECEIPTS, ambiguous: DEMO_AMBIGUOUS_ROWS, tax: 'hst' },
  reports: reports({
    rejected:
      'The bank feed starts part-way through this month, so its first days are missing. Please send the statements for the start of the month; the report will be rebuilt with them.',
    approved: 'Reviewed: HST collected matches the Shopify and Stripe payouts.',
  }),
  versionReason: DEMO_VERSION_REASON,
  adjustmentMemo: 'Bank service charge on the paper statement, missing from the feed',
  question: { question: DEMO_QUESTION, answered: DEMO_ANSWERED_QUESTION },
  conversation: DEMO_CONVERSATION,
  accessLog: DEMO_ACCESS_LOG,
};

export const ELISE: ClientFixture = {
  user: {
    ...DEMO_FR_CLIENT,
    locale: 'fr-CA',
    province: 'QC',
    questionnaire: { gstPstOwed: '2210.75', payrollTaxOwed: '0.00', corporateIncomeTaxOwed: '0.00' },
  },
  ownCategory: 'Pigistes en design',
  bank: {
    items: [{ key: 'desjardins', ...DEMO_FR_BANK.item }],
    accounts: DEMO_FR_BANK.accounts.map((a) => ({ ...a, item: 'desjardins' })),
    merchants: DEMO_FR_MERCHANTS,
    cardPayment: { received: 'PAIEMENT VISA DESJARDINS MERCI', chequingName: 'PAIEMENT CARTE VISA 7720' },
    lastMonthChequing: DEMO_FR_LAST_MONTH_CHEQUING,
  },
  chequingName: /opérations/i,
  taxProfile: DEMO_FR_TAX_PROFILE,
  submissions: DEMO_FR_SUBMISSIONS,
  csv: { ...DEMO_FR_CSV, bankExport: (rows) => desjardinsReleve(rows, 512_000) },
  booksCsv: {
    fileName: DEMO_FR_BOOKS_CSV.fileName,
    accountName: DEMO_FR_BOOKS_CSV.accountName,
    accountType: DEMO_FR_BOOKS_CSV.accountType,
    rows: DEMO_FR_BOOKS_CSV.rows,
    copyOfBankCharge: false,
    file: (rows) => desjardinsReleve(rows, DEMO_FR_BOOKS_CSV.openingCents),
  },
  receipts: {
    list: DEMO_FR_RECEIPTS,
    ambiguous: { total: '45.99', daysBack: 6, card: 'BUREAU EN GROS #123 MONTREAL QC', chequing: 'AMAZON.CA MARKETPLACE' },
    tax: 'gst-qst',
  },
  reports: reports(DEMO_FR_REPORT_NOTES),
  versionReason: DEMO_FR_VERSION_REASON,
  adjustmentMemo: DEMO_FR_ADJUSTMENT_MEMO,
  question: { question: DEMO_FR_QUESTION, answered: DEMO_FR_ANSWERED_QUESTION },
  conversation: DEMO_FR_CONVERSATION,
  accessLog: DEMO_ACCESS_LOG,
};

/** Both demo clients, in the order they are written. */
export const DEMO_CLIENTS = [AVERY, ELISE] as const;
