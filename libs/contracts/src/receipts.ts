// Receipts (issue 30): the inbox, what the worker read from each receipt, and its match to a
// transaction of the books.
import { receipts } from './i18n/catalogues/receipts.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

/** `reading` until the worker has read the file; then `read` (a total was found) or `unreadable` (with a reason). */
export const RECEIPT_STATUSES = ['reading', 'read', 'unreadable'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/**
 * Where a read receipt stands with the books: `matched` (linked to one transaction),
 * `ambiguous` (several candidates, none linked: a person picks), `waiting` (no candidate
 * yet: tried again when new bank rows arrive). Null while reading or without a total.
 */
export const RECEIPT_MATCH_STATES = ['matched', 'ambiguous', 'waiting'] as const;
export type ReceiptMatchState = (typeof RECEIPT_MATCH_STATES)[number];

/** Who linked a receipt to its transaction. */
export const RECEIPT_MATCH_BY = ['auto', 'client', 'staff'] as const;
export type ReceiptMatchBy = (typeof RECEIPT_MATCH_BY)[number];

/** Who gave a field its value: the reader or the model (the OpenAI fallback), with a confidence, or a person (confidence 1). */
export type ReceiptFieldSource = 'reader' | 'ai' | 'client' | 'staff';

/** The receipt kinds accepted (by content, as submission documents): `DOCUMENT_TYPES` kinds. */
export const RECEIPT_KINDS = ['pdf', 'png', 'jpeg', 'heic'] as const;

/** The multipart field of POST /api/receipts (one or more files). */
export const RECEIPT_FILE_FIELD = 'files';

export const RECEIPT_LIMITS = {
  /** Files per POST /api/receipts. */
  maxFiles: 10,
  /** Receipts per page of GET /api/receipts (default 20). */
  maxPageSize: 100,
  defaultPageSize: 20,
  /** Pages of a PDF read (a receipt is one or two; the rest is ignored). */
  maxPdfPages: 5,
  /** The reading of one page (PDF text, or an image's normalisation and OCR) may take this long on a worker. */
  pageTimeLimitMs: 30_000,
  /** The text kept with a receipt (what was read), in characters. */
  maxTextChars: 20_000,
  /** Matching: a transaction dated from this many days before the receipt… */
  matchDaysBefore: 3,
  /** …to this many days after it. */
  matchDaysAfter: 5,
  /** A receipt in another currency matches a bank amount within this share of it. */
  foreignTolerance: 0.03,
  /** Candidates listed for a person when several transactions fit. */
  maxCandidates: 10,
  /**
   * A total the reader only guessed (below this confidence: the largest amount on a receipt
   * with no readable total line, 0.4) is never linked automatically: the one transaction of
   * that amount is listed for a person, as when several fit (bench:receipts found it linking
   * subtotals). A person's or the model's total is not a guess.
   */
  autoLinkMinTotalConfidence: 0.5,
  vendorMaxLength: 120,
} as const;

/** A field read from a receipt, with how sure the reader is (0–1), or what a person typed (1). */
export interface ReceiptField<T> {
  value: T | null;
  confidence: number;
  source: ReceiptFieldSource;
}

/** Amounts are decimal strings with two places ("113.00"); the date is YYYY-MM-DD; currency ISO 4217. */
export interface ReceiptFields {
  vendor: ReceiptField<string>;
  date: ReceiptField<string>;
  total: ReceiptField<string>;
  /** GST or HST (TPS/TVH). */
  gstHst: ReceiptField<string>;
  pst: ReceiptField<string>;
  qst: ReceiptField<string>;
  /** The supplier's business number with its GST/HST program account: "123456782RT0001". */
  businessNumber: ReceiptField<string>;
  currency: ReceiptField<string>;
}

export const RECEIPT_FIELD_NAMES = ['vendor', 'date', 'total', 'gstHst', 'pst', 'qst', 'businessNumber', 'currency'] as const;
export type ReceiptFieldName = (typeof RECEIPT_FIELD_NAMES)[number];

export interface ReceiptMatchDto {
  transactionId: number;
  by: ReceiptMatchBy;
}

/** A transaction that fits a receipt (same total, in the date window). */
export interface ReceiptCandidateDto {
  transactionId: number;
  date: string;
  name: string;
  amount: string;
}

export interface ReceiptDto {
  id: number;
  userId: number;
  fileName: string;
  mimeType: string;
  size: number;
  status: ReceiptStatus;
  /** Why the receipt could not be read (status `unreadable`). */
  unreadableReason: string | null;
  fields: ReceiptFields;
  matchState: ReceiptMatchState | null;
  match: ReceiptMatchDto | null;
  /** Several transactions fit (matchState `ambiguous`): for a person to pick one. */
  candidates: ReceiptCandidateDto[];
  /** Why a transaction that fit was not linked automatically (the bank names another merchant; a foreign currency not converted), for the person who picks, in the request's language. */
  matchNote: string | null;
  /** Where the original file (or its JPEG, for HEIC) is downloaded. */
  fileUrl: string;
  createdAt: string;
  readAt: string | null;
}

/** The console's receipt (GET /api/admin/receipts, /:id): whose it is, by name. */
export interface AdminReceiptDto extends ReceiptDto {
  clientName: string;
}

export interface ReceiptsPageDto {
  receipts: ReceiptDto[];
  total: number;
  page: number;
  pageSize: number;
}

export interface UploadReceiptsResponse {
  receipts: ReceiptDto[];
}

/** PATCH /api/receipts/:id: the fields a person corrects; null clears one. Amounts as "12.34", the date as YYYY-MM-DD. */
export type UpdateReceiptRequest = Partial<Record<ReceiptFieldName, string | null>>;

export interface MatchReceiptRequest {
  transactionId: number;
}

/** Why a transaction that fit was not linked automatically: a key of the `receipts` catalogue and its values, stored as such (receipts.match_note) and rendered in the reader's language. */
export type ReceiptMatchNoteKey = 'otherMerchant' | 'noRateNotConfigured' | 'noRateUnsupported' | 'noRateUnavailable';
export interface ReceiptMatchNote {
  key: ReceiptMatchNoteKey;
  params: Record<string, string>;
}

/**
 * Why a receipt is unreadable: a key of the `receipts` catalogue and its values, stored as such
 * (receipts.unreadable_reason) and rendered in the reader's language (issue 31).
 */
export type ReceiptUnreadableKey = 'unreadableNoText' | 'unreadableNoTotal' | 'unreadableTooSlow' | 'unreadableDamaged' | 'unreadableFailed';
export interface ReceiptUnreadableReason {
  key: ReceiptUnreadableKey;
  params: Record<string, string>;
}

/** The stored reason of each way a reading fails (none has values today). */
export const RECEIPT_UNREADABLE = {
  noText: { key: 'unreadableNoText', params: {} },
  noTotal: { key: 'unreadableNoTotal', params: {} },
  tooSlow: { key: 'unreadableTooSlow', params: {} },
  damaged: { key: 'unreadableDamaged', params: {} },
  failed: { key: 'unreadableFailed', params: {} },
} as const satisfies Record<string, ReceiptUnreadableReason>;

export const RECEIPT_MATCH_NOTES = {
  otherMerchant: (bankText: string, vendor: string): ReceiptMatchNote => ({ key: 'otherMerchant', params: { bankText, vendor } }),
  noExchangeRate: (currency: string, date: string, reason: 'not-configured' | 'unsupported' | 'unavailable'): ReceiptMatchNote => ({
    key: reason === 'not-configured' ? 'noRateNotConfigured' : reason === 'unsupported' ? 'noRateUnsupported' : 'noRateUnavailable',
    params: { currency, date },
  }),
};

export const RECEIPT_MESSAGES = {
  ...renderEnglishTexts(receipts['en-CA'], {
    maxFiles: RECEIPT_LIMITS.maxFiles,
    field: RECEIPT_FILE_FIELD,
    vendorMaxLength: RECEIPT_LIMITS.vendorMaxLength,
    maxPageSize: RECEIPT_LIMITS.maxPageSize,
    statuses: RECEIPT_STATUSES.join(', '),
  }),
  kindRefused: (name: string) => renderEnglish(receipts['en-CA'], 'kindRefused', { name }),
  duplicate: (name: string, firstName: string, firstId: number, uploadedOn: string) =>
    renderEnglish(receipts['en-CA'], 'duplicate', { name, firstName, firstId, uploadedOn }),
  amountInvalid: (field: string) => renderEnglish(receipts['en-CA'], 'amountInvalid', { field }),
  unknownField: (field: string) => renderEnglish(receipts['en-CA'], 'unknownField', { field }),
  // Why a transaction that fits was not linked automatically (matchNote), in the client's words.
  noExchangeRate: (currency: string, date: string, reason: 'not-configured' | 'unsupported' | 'unavailable') => {
    const note = RECEIPT_MATCH_NOTES.noExchangeRate(currency, date, reason);
    return renderEnglish(receipts['en-CA'], note.key, note.params);
  },
  otherMerchant: (bankText: string, vendor: string) => {
    const note = RECEIPT_MATCH_NOTES.otherMerchant(bankText, vendor);
    return renderEnglish(receipts['en-CA'], note.key, note.params);
  },
} as const;
