// Documented input tax credits (issue 30, point 4): which receipt backs an ITC, by the tiers of
// CRA's GST/HST Memorandum 8.4 ("Documentary requirements for claiming input tax credits",
// thresholds since 2021: under $100, $100 to $499.99, $500 and more). It imports only the
// catalogues and their renderer (tax.ts imports it: nothing here imports back).
import { missingReceipts } from './i18n/catalogues/missing-receipts.js';
import { mail } from './i18n/catalogues/mail.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

/** The tiers' lower bounds, in cents of the purchase (tax included, as paid). */
export const ITC_DOCUMENT_TIERS = {
  /** From here the supplier's GST/HST registration number and the tax charged are required. */
  registrationFromCents: 10_000,
  /** From here also the buyer's name, the terms of payment and a description of the supply. */
  fullFromCents: 50_000,
} as const;

/** The missing-receipts list and mail: purchases of this amount or more with no receipt. */
export const MISSING_RECEIPT_MIN_CENTS = 10_000;

export const ITC_DOCUMENTATION_STATES = ['documented', 'partly_documented', 'undocumented'] as const;
export type ItcDocumentationState = (typeof ITC_DOCUMENTATION_STATES)[number];

/** What a receipt shows, as the tiers ask it (read by the worker or typed by a person). */
export interface ItcDocumentFacts {
  supplierName: boolean;
  date: boolean;
  total: boolean;
  /** The supplier's GST/HST registration number (a business number that passed the check digit). */
  registrationNumber: boolean;
  /** The GST/HST (TPS/TVH) charged. */
  taxCharged: boolean;
  /** The buyer's name (the client's name, or their business's, on the receipt). */
  buyerName: boolean;
  terms: boolean;
  description: boolean;
}

/** What the tier of a purchase of `purchaseCents` (its absolute amount) asks for. */
export function itcDocumentRequirements(purchaseCents: number): (keyof ItcDocumentFacts)[] {
  const amount = Math.abs(purchaseCents);
  const needs: (keyof ItcDocumentFacts)[] = ['supplierName', 'date', 'total'];
  if (amount >= ITC_DOCUMENT_TIERS.registrationFromCents) needs.push('registrationNumber', 'taxCharged');
  if (amount >= ITC_DOCUMENT_TIERS.fullFromCents) needs.push('buyerName', 'terms', 'description');
  return needs;
}

/**
 * THE rule: a purchase with no linked receipt is undocumented; with one that shows everything its
 * tier asks, documented; with one lacking something (no registration number from $100, no
 * buyer's name from $500, even no date), partly documented. With several receipts linked, the best.
 */
export function itcDocumentationState(purchaseCents: number, receipts: readonly ItcDocumentFacts[]): ItcDocumentationState {
  if (!receipts.length) return 'undocumented';
  const needs = itcDocumentRequirements(purchaseCents);
  return receipts.some((facts) => needs.every((need) => facts[need])) ? 'documented' : 'partly_documented';
}

/** One state's share of a period's ITCs. */
export interface ItcDocumentationBucket {
  count: number;
  /** The ITCs claimed on those purchases, "12.34". */
  itc: string;
}

/** GstHstWorksheet.itcDocumentation: the period's purchases behind its ITCs, by how they are documented. */
export interface ItcDocumentation {
  documented: ItcDocumentationBucket;
  partlyDocumented: ItcDocumentationBucket;
  undocumented: ItcDocumentationBucket;
}

/** GET /api/receipts/missing: a purchase of $100 or more with no receipt linked. */
export interface MissingReceiptDto {
  transactionId: number;
  date: string;
  name: string;
  /** Negative, as the bank shows money out: "-123.45". */
  amount: string;
  accountName: string;
}

export interface MissingReceiptsPageDto {
  purchases: MissingReceiptDto[];
  total: number;
  page: number;
  pageSize: number;
  from: string;
  to: string;
}

/** The missing list's default range (days back from today) and the weekly mail's. */
export const MISSING_RECEIPTS_DEFAULT_DAYS = 90;

export const MISSING_RECEIPT_MESSAGES = renderEnglishTexts(missingReceipts['en-CA']);

/** The weekly mail's subject (the mail is the `mail` catalogue's, in the client's language; none when the list is empty). */
export const MISSING_RECEIPTS_MAIL_TEXTS = {
  subject: (count: number) => renderEnglish(mail['en-CA'].missingReceipts, 'subject', { count }),
} as const;
