// Canadian tax outputs (issue 19): the client's tax profile, the GST/HST return worksheet of
// each filing period, and the rules and rates behind them. Amounts are decimal strings
// ("1234.56"); rates are in the sales-tax table's unit (RATE_SCALE = 100 %).
import type { CategoryType } from './enums.js';
import type { ProvinceCode } from './submissions.js';
import type { ItcDocumentation } from './receipt-documentation.js';
import { books } from './i18n/catalogues/books.js';
import { mail } from './i18n/catalogues/mail.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

export const FILING_FREQUENCIES = ['monthly', 'quarterly', 'annual'] as const;
export type FilingFrequency = (typeof FILING_FREQUENCIES)[number];

export const TAX_METHODS = ['regular', 'quick'] as const;
export type TaxMethod = (typeof TAX_METHODS)[number];

export const BUSINESS_STRUCTURES = ['sole_proprietor', 'corporation'] as const;
export type BusinessStructure = (typeof BUSINESS_STRUCTURES)[number];

/** How a category's amounts enter the return. */
export const TAX_TREATMENTS = ['taxable', 'zero_rated', 'exempt', 'not_a_supply'] as const;
export type TaxTreatment = (typeof TAX_TREATMENTS)[number];

export const TAX_TREATMENT_LABELS: Record<TaxTreatment, string> = {
  taxable: 'Taxable',
  zero_rated: 'Zero-rated',
  exempt: 'Exempt',
  not_a_supply: 'Not a supply',
};

/** A profile before the client saves one: quarterly, regular method, sole proprietor. */
export const DEFAULT_TAX_PROFILE = { filingFrequency: 'quarterly', method: 'regular', businessStructure: 'sole_proprietor' } as const;

/** GET/PUT /api/tax/profile. `taxYearEnd` (MM-DD) comes from the tax questionnaire and is read-only here. */
export interface TaxProfile {
  province: ProvinceCode;
  gstHstNumber: string | null;
  /** Québec registrants: the QST registration number (1234567890TQ0001), null when not given. */
  qstNumber: string | null;
  filingFrequency: FilingFrequency;
  method: TaxMethod;
  businessStructure: BusinessStructure;
  /** The fiscal year end as MM-DD (from the tax questionnaire; 12-31 until answered). */
  taxYearEnd: string;
}

export interface TaxProfileRequest {
  province: ProvinceCode;
  gstHstNumber?: string | null;
  /** Null or empty clears it, left out keeps it. */
  qstNumber?: string | null;
  filingFrequency: FilingFrequency;
  method: TaxMethod;
  businessStructure: BusinessStructure;
}

export const GST_HST_NUMBER_FORMAT =
  'gstHstNumber must be a business number with its GST/HST program account: 9 digits, RT, 4 digits (like 123456782RT0001), and the 9 digits must pass the business number check digit';

/** Luhn (mod 10) over the 9 digits of a business number, as the CRA issues them. */
export function isValidBusinessNumber(nineDigits: string): boolean {
  if (!/^\d{9}$/.test(nineDigits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = Number(nineDigits[8 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "123456782 RT 0001" → "123456782RT0001"; null when it is not a valid GST/HST account number. */
export function normalizeGstHstNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  const match = /^(\d{9})RT(\d{4})$/.exec(compact);
  return match && isValidBusinessNumber(match[1]) ? compact : null;
}

/**
 * "1234567890 TQ 0001" → "1234567890TQ0001": Revenu Québec's QST registration number, 16
 * characters (10 digits, TQ, a 4-digit file number); null when it is not one. Revenu Québec
 * publishes no check digit for it, so the format is all that is checked.
 */
export function normalizeQstNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  return /^\d{10}TQ\d{4}$/.test(compact) ? compact : null;
}

/**
 * Each default category's treatment, by name (any case). Exempt and not-a-supply follow the
 * reports' decision (docs/decisions/durable-work.md, 2026-11-23): Bank Fees, Insurance and Other Income
 * (interest) are exempt financial services or insurance; Taxes and Loan Payments are not
 * supplies. Meals and entertainment carry a 50 % ITC share (ETA s. 236); "Travel & Meals"
 * mixes both and takes the 50 % until staff set the client's own share. A category not
 * listed is taxable with a full ITC, as the reports' estimate assumes.
 */
export const DEFAULT_TAX_TREATMENTS: Readonly<Record<string, { treatment: TaxTreatment; itcSharePercent: number }>> = {
  'sales revenue': { treatment: 'taxable', itcSharePercent: 100 },
  'service income': { treatment: 'taxable', itcSharePercent: 100 },
  'refunds/discounts': { treatment: 'taxable', itcSharePercent: 100 },
  'other income': { treatment: 'exempt', itcSharePercent: 0 },
  'bank fees': { treatment: 'exempt', itcSharePercent: 0 },
  insurance: { treatment: 'exempt', itcSharePercent: 0 },
  taxes: { treatment: 'not_a_supply', itcSharePercent: 0 },
  'loan payments': { treatment: 'not_a_supply', itcSharePercent: 0 },
  'travel & meals': { treatment: 'taxable', itcSharePercent: 50 },
  'meals & entertainment': { treatment: 'taxable', itcSharePercent: 50 },
  meals: { treatment: 'taxable', itcSharePercent: 50 },
  entertainment: { treatment: 'taxable', itcSharePercent: 50 },
};

export const FALLBACK_TAX_TREATMENT = { treatment: 'taxable', itcSharePercent: 100 } as const;

/** The default treatment of a category name. */
export function defaultTaxTreatment(categoryName: string): { treatment: TaxTreatment; itcSharePercent: number } {
  return DEFAULT_TAX_TREATMENTS[categoryName.trim().toLowerCase()] ?? FALLBACK_TAX_TREATMENT;
}

/**
 * Quick Method remittance rates (RATE_SCALE units) for a permanent establishment in the
 * province making its supplies there: `services` for most businesses, `goods` when the cost
 * of goods bought for resale is at least 40 % of taxable supplies (QUICK_METHOD_GOODS_SHARE).
 * Source: CRA Guide RC4058 "Quick Method of Accounting for GST/HST", Rev. 25 (remittance
 * rate tables), read 2026-11-27. Nova Scotia at 14 % (from 2025-04-01) uses 9.4 % / 4.7 %,
 * the rates CRA gives a 14 % HST province (PEI 2013–2016); confirm against the guide's
 * Nova Scotia table before relying on them.
 */
export const QUICK_METHOD_RATES: Readonly<Record<ProvinceCode, readonly { from: string; services: number; goods: number }[]>> = (() => {
  const gstOnly = [{ from: '2008-01-01', services: 3600, goods: 1800 }];
  const hst15 = [{ from: '2016-07-01', services: 10000, goods: 5000 }];
  return {
    AB: gstOnly,
    BC: gstOnly,
    MB: gstOnly,
    SK: gstOnly,
    QC: gstOnly,
    NT: gstOnly,
    NU: gstOnly,
    YT: gstOnly,
    ON: [{ from: '2010-07-01', services: 8800, goods: 4400 }],
    NB: hst15,
    NL: hst15,
    PE: [{ from: '2016-10-01', services: 10000, goods: 5000 }],
    NS: [
      { from: '2010-07-01', services: 10000, goods: 5000 },
      { from: '2025-04-01', services: 9400, goods: 4700 },
    ],
  };
})();
export const QUICK_METHOD_SOURCE = 'CRA Guide RC4058, Quick Method of Accounting for GST/HST (Rev. 25), remittance rate tables; read 2026-11-27';

/** The 1 % credit on the first $30,000 of eligible (tax-included) supplies in each fiscal year. */
export const QUICK_METHOD_CREDIT = { rate: 1000, firstSuppliesCents: 3_000_000 } as const;
/** Cost of goods bought for resale at or above this share of taxable supplies: the goods rate applies. */
export const QUICK_METHOD_GOODS_SHARE_PERCENT = 40;
/** Expense categories counted as goods bought for resale (by name, any case). */
export const RESALE_PURCHASE_CATEGORIES = ['cost of goods sold', 'inventory', 'purchases for resale'] as const;
export type QuickMethodKind = 'services' | 'goods';

export const GST_HST_LINES = ['101', '103', '104', '105', '106', '107', '108', '109'] as const;
export type GstHstLine = (typeof GST_HST_LINES)[number];

export const GST_HST_LINE_LABELS: Record<GstHstLine, string> = {
  '101': 'Total sales and other revenue',
  '103': 'GST/HST collected or collectible',
  '104': 'Adjustments',
  '105': 'Total GST/HST and adjustments (103 + 104)',
  '106': 'Input tax credits (ITCs)',
  '107': 'Adjustments',
  '108': 'Total ITCs and adjustments (106 + 107)',
  '109': 'Net tax (105 − 108)',
};

/** Where a period stands: not ended, ended and not yet due, or past its due date. */
export const FILING_PERIOD_STATUSES = ['in_progress', 'due', 'past_due'] as const;
export type FilingPeriodStatus = (typeof FILING_PERIOD_STATUSES)[number];

export const FILING_PERIOD_STATUS_LABELS: Record<FilingPeriodStatus, string> = {
  in_progress: 'In progress',
  due: 'To file',
  past_due: 'Due date passed',
};

/** GET /api/tax/gst-hst-returns: one row per filing period, newest first. */
export interface GstHstPeriodRow {
  periodStart: string;
  periodEnd: string;
  /** The return's filing due date. */
  dueDate: string;
  /** When the payment is due: the filing due date, except for a sole proprietor filing annually with a Dec 31 year end (April 30). */
  paymentDueDate: string;
  status: FilingPeriodStatus;
  netTax: string;
  /** Present once the return is recorded as filed: its figures are then the ones frozen at filing. */
  filed?: GstHstFiled;
}

/** A return recorded as filed: when, and that the worksheet now answers the figures frozen then (not the live books). */
export interface GstHstFiled {
  filedAt: string;
  /** Who recorded it (the client or a staff member, by name); null once that account is gone. Optional: answers before it had none. */
  filedBy?: string | null;
}

/** GET /api/tax/gst-hst-returns answers the rows alone (the profile says the frequency and method). */
export type GstHstReturnsResponse = GstHstPeriodRow[];

export interface GstHstCategoryLine {
  category: string;
  type: CategoryType;
  treatment: TaxTreatment;
  /** The share of the tax paid claimed as ITC (0..1); 0 for revenue and untaxed categories. */
  itcShare: number;
  /** Revenue as money in, expenses as money out (a refund lowers it), tax included. */
  total: string;
  /** The GST/HST inside `total` at the province's rates (QST and PST apart). */
  taxIncluded: string;
}

/** GET /api/tax/gst-hst-returns/:periodStart */
export interface GstHstWorksheet {
  period: { start: string; end: string; dueDate: string; paymentDueDate: string };
  province: ProvinceCode;
  method: TaxMethod;
  lines: Record<GstHstLine, string>;
  /** Québec: the QST return's own figures (Revenu Québec), never on the GST/HST lines. */
  qst: { collected: string; inputTaxRefunds: string; netTax: string } | null;
  /** With the Quick Method: the rate used, the eligible supplies and the 1 % credit (on line 107). */
  quickMethod: { kind: QuickMethodKind; rate: string; eligibleSupplies: string; credit: string; source: string } | null;
  categories: GstHstCategoryLine[];
  transactionCount: number;
  /** Transactions without one of the client's categories: left out of every line. */
  uncategorizedCount: number;
  /** The purchases behind the period's ITCs by how a linked receipt documents them (GST/HST Memorandum 8.4); zero under the Quick Method. */
  itcDocumentation: ItcDocumentation;
  /**
   * Transactions on the lines whose category the engine gave for this estimate while the books
   * (the journal) still hold them in suspense: their category is recorded when their month's
   * report is built, and only then do they reach GST/HST payable and receivable. Optional:
   * worksheets filed before it have none.
   */
  estimatedCount?: number;
  /** Present once the return is recorded as filed: these are the figures frozen at filing, not the live books. */
  filed?: GstHstFiled;
  estimate: true;
}

/** The console's per-client treatment table: GET/PUT /api/admin/tax/users/:userId/treatments */
export interface TaxTreatmentRow {
  category: string;
  type: CategoryType;
  treatment: TaxTreatment;
  itcSharePercent: number;
  /** True when staff set it for this client; false when it is the default. */
  overridden: boolean;
}

export interface TaxTreatmentRequest {
  category: string;
  treatment: TaxTreatment;
  itcSharePercent: number;
}

export const GST_HST_FILE_KINDS = ['pdf', 'csv'] as const;
export type GstHstFileKind = (typeof GST_HST_FILE_KINDS)[number];

/** gst-hst-worksheet-2026-07-01.pdf */
export const gstHstFileName = (periodStart: string, kind: GstHstFileKind) => `gst-hst-worksheet-${periodStart}.${kind}`;

/**
 * Worksheets, period lists and their files computed per client per hour: each one reads and
 * categorizes the period's transactions in the request (offline engine, no OpenAI).
 */
export const TAX_LIMITS = { computationsPerHour: { limit: 300, windowSeconds: 60 * 60 } } as const;

export const TAX_MESSAGES = {
  ...renderEnglishTexts(books['en-CA'].tax, { kinds: GST_HST_FILE_KINDS.join(', ') }),
  tooManyComputations: (retryAfterSeconds: number) =>
    renderEnglish(books['en-CA'].tax, 'tooManyComputations', {
      limit: TAX_LIMITS.computationsPerHour.limit,
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    }),
} as const;

/** The reminder mail: sent this many days before a period's due date, to clients who saved a tax profile. */
export const GST_HST_REMINDER_DAYS_BEFORE = 7;

/** The reminder mail's subject (the mail is the `mail` catalogue's, in the client's language). */
export const GST_HST_REMINDER_TEXTS = {
  subject: (dueDate: string) => renderEnglish(mail['en-CA'].gstHstReminder, 'subject', { dueDate }),
} as const;
