import type { CsvBooksState } from './ledger.js';
// Categories, the categorization engine's answers and CSV uploads (issue 9).
// client-spec sections 2, 3, 4, 5, 7, 8, 9; admin-spec section 2 tab 8, sections 4, 5, 7, 8.
import type { BankFileFormat } from './bank-files.js';
import type { CategoryType, CsvUploadStatus } from './enums.js';
import { categorization } from './i18n/catalogues/categorization.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

// ---- Categories: GET/POST /api/plaid/user-categories, PUT/DELETE /api/plaid/user-categories/{id} ----

/** One of the user's revenue or expense categories. */
export interface UserCategoryRow {
  id: number;
  type: CategoryType;
  categoryName: string;
  /** A system category every client has (type BALANCE_SHEET): posts to the balance sheet, cannot be renamed, retyped or deleted. */
  system?: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/plaid/user-categories. The 16 defaults are created on the first read when the user has none. */
export interface UserCategoriesResponse {
  categories: UserCategoryRow[];
}

/** POST /api/plaid/user-categories → 201 UserCategoryRow. Duplicate (same type, any case) → 409. */
export interface CreateUserCategoryRequest {
  type: CategoryType;
  categoryName: string;
}

/**
 * PUT /api/plaid/user-categories/{id} → UserCategoryRow. `type` may be omitted (kept).
 * Renaming keeps what the engine learned for the category (memory refers to the id).
 */
export interface UpdateUserCategoryRequest {
  categoryName: string;
  type?: CategoryType;
}

/** DELETE /api/plaid/user-categories/{id} → 200 MessageResponse. */

/** A category as sent with a CSV upload (admin-spec: JSON list of type and categoryName). */
export interface CategoryInput {
  type: CategoryType;
  categoryName: string;
}

// ---- The categorization engine's answer for one row ----

/**
 * Where a row's category came from. Shown to people with CATEGORY_SOURCE_LABELS:
 * - `ai`: the offline text classifier or OpenAI;
 * - `rule`: the shipped knowledge file (known Canadian merchants, banks, agencies) plus the amount's sign;
 * - `learned`: this client's memory (earlier staff corrections, feedback and approved work);
 * - `client`: this client's memory of their own answer to a question from their bookkeeper;
 * - `staff`: a staff member set this very row.
 */
export const CategorySource = { AI: 'ai', RULE: 'rule', LEARNED: 'learned', CLIENT: 'client', STAFF: 'staff' } as const;
export type CategorySource = (typeof CategorySource)[keyof typeof CategorySource];

export const CATEGORY_SOURCE_LABELS: Record<CategorySource, string> = {
  ai: 'AI',
  rule: 'rule',
  learned: 'learned',
  client: "client's answer",
  staff: 'staff',
};

/** Rows whose confidence is below this are marked `needsReview` (shown for a person to check). */
export const CATEGORIZATION_REVIEW_THRESHOLD = 0.8;

/**
 * The one "needs review" rule: no category, no confidence, or a confidence below the
 * threshold. The API computes it and sends `needsReview` on every categorized row; the
 * apps read that flag rather than applying the rule again.
 */
export function needsReview(row: { category: string | null | undefined; confidence: number | null | undefined }): boolean {
  return !row.category || row.confidence === null || row.confidence === undefined || row.confidence < CATEGORIZATION_REVIEW_THRESHOLD;
}

// ---- CSV uploads ----

export const CSV_LIMITS = {
  /** Largest accepted file (multipart part `csvFile`). */
  maxFileBytes: 32 * 1024 * 1024,
  maxFileMegabytes: 32,
  /** Most data rows in one file. */
  maxRows: 200_000,
  /** A 400 for bad rows lists at most this many of them. */
  maxErrorsListed: 10,
  /** Longest Transaction_Name / Transaction_Category kept. */
  nameMaxLength: 500,
  categoryMaxLength: 100,
  /** Categories sent with one upload. */
  maxCategories: 200,
  /** POST /api/csv/categorize/{id} waits this long for the job before answering 202. */
  categorizeWaitMs: 4000,
} as const;

/**
 * What a CSV file is, for the console's pickers of CSV-only files (report overrides,
 * submission results): a drop is accepted only when the browser calls it text/csv; the
 * click picker offers .csv files, and some systems give those no MIME type, so there the
 * name decides. The bank-file upload areas of both apps use BANK_FILE (bank-files.ts).
 */
export const CSV_FILE = {
  /** The `accept` attribute of a CSV file input. */
  accept: '.csv,text/csv',
  isDroppedCsv: (file: { type: string }) => file.type === 'text/csv',
  isCsvName: (name: string) => name.toLowerCase().endsWith('.csv'),
} as const;

/** Accepted date forms in Transaction_Date (DD/MM vs MM/DD is decided once per file). */
export const CSV_DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'Sep 1, 2026'] as const;

/**
 * A categorized row as shown in previews (the list item's `categorizedData`/`preview`).
 * `id` is the csv_transactions row id (staff correct a row through it).
 */
export interface CsvPreviewRow {
  id: number;
  /** YYYY-MM-DD */
  transactionDate: string;
  transactionName: string;
  /** Decimal string, negative = money out, e.g. "-12.50" */
  transactionAmount: string;
  /** ISO 4217 code of the amount: CAD unless the bank file said otherwise (issue 21). */
  currency: string;
  /** The file's own Transaction_Category cell. */
  originalCategory: string | null;
  /** The engine's (or staff's) category, one of the upload's categories, or null when none fits. */
  aiCategory: string | null;
  /** 0..1, null before categorization. */
  confidence: number | null;
  source: CategorySource | null;
  /** True when confidence is below CATEGORIZATION_REVIEW_THRESHOLD (or no category). */
  needsReview: boolean;
}

/** One item of GET /api/csv/uploads (the client's own, newest first). */
export interface CsvUploadListItem {
  id: number;
  fileName: string;
  originalRowCount: number;
  processedRowCount: number;
  status: CsvUploadStatus;
  /** 0-100 while status is processing; 100 when completed. */
  progress: number;
  /** Readable reason when status is failed. */
  failureReason: string | null;
  createdAt: string;
  processedAt: string | null;
  /** Categories the upload is categorized into (sent with the upload, or the client's own). */
  categories: CategoryInput[];
  /**
   * The first CSV_PREVIEW_ROWS categorized rows (empty until completed). The spec's
   * `categorizedData`; csv_transactions holds every row (see docs/decisions/categorization.md).
   */
  categorizedData: CsvPreviewRow[];
  /** Rows marked for review (confidence below the threshold or no category); 0 until completed. */
  reviewCount: number;
  /** The upload's place in the books (its rows count in monthly reports); null while not added. */
  books: CsvBooksState | null;
}

/** One item of GET /api/admin/csv/uploads (every client's uploads; react-admin list, Content-Range header). */
export interface AdminCsvUploadListItem extends CsvUploadListItem {
  uploadedBy: number;
  uploaderName: string;
  uploaderEmail: string;
}

/** POST /api/csv/upload and /api/admin/csv/upload (multipart: csvFile, categories JSON) → 201. */
export interface CsvUploadResponse {
  id: number;
  rowCount: number;
  /** The layout the file was read with (issue 21). */
  format: BankFileFormat;
}

/** POST /api/csv/categorize/{id} body: optional category names (a subset of the upload's categories). */
export interface CsvCategorizeRequest {
  categories?: string[];
}

/** 200 when the job finished within CSV_LIMITS.categorizeWaitMs. */
export interface CsvCategorizeDoneResponse {
  id: number;
  status: 'completed';
  processedCount: number;
}

/** 202 when still running: poll GET /api/csv/uploads (progress on the item). */
export interface CsvCategorizeAcceptedResponse {
  id: number;
  status: 'processing';
  progress: number;
}

export type CsvCategorizeResponse = CsvCategorizeDoneResponse | CsvCategorizeAcceptedResponse;

/**
 * GET /api/admin/csv/upload/{id}/transactions?range=[0,49]&filter={"needsReview":true}
 * → CsvPreviewRow[] with Content-Range (staff: every row of an upload, to correct them).
 * PUT /api/admin/csv/transactions/{rowId} {category} → CsvPreviewRow with source 'staff':
 * the correction goes into that client's memory, so their next upload uses it.
 */
export interface CsvRowCorrectionRequest {
  /** One of the upload's category names. */
  category: string;
}

/** One line of a 400 for bad rows (`details.rowErrors` of the error body). */
export interface CsvRowError {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  column: string;
  message: string;
}

// ---- Messages (one place; the API answers them, the apps show them) ----

export const CATEGORY_MESSAGES = renderEnglishTexts(categorization['en-CA'].category);

export const CSV_MESSAGES = {
  ...renderEnglishTexts(categorization['en-CA'].upload, { maxFileMegabytes: CSV_LIMITS.maxFileMegabytes, maxRows: CSV_LIMITS.maxRows }),
  /** A row's amount that does not read; a file with decimal commas (issue 31) gets examples written its way. */
  notAnAmount: (text: string, decimalComma = false) =>
    renderEnglish(categorization['en-CA'], decimalComma ? 'upload.notAnAmountDecimalComma' : 'upload.notAnAmount', { text: text.slice(0, 40) }),
} as const;

/** 400 answer naming the required columns a file lacks. */
export function csvMissingColumnsMessage(missing: readonly string[]): string {
  return renderEnglish(categorization['en-CA'], 'upload.missingColumns', { count: missing.length, columns: missing.join(', ') });
}

/** Success toast after an upload (admin-spec section 8). */
export function csvUploadedMessage(rowCount: number): string {
  return renderEnglish(categorization['en-CA'], 'upload.uploaded', { count: rowCount });
}

/** Success toast after categorization (admin-spec section 8). */
export function csvCategorizedMessage(processedCount: number): string {
  return renderEnglish(categorization['en-CA'], 'upload.categorized', { count: processedCount });
}

/** Below a 5-row preview (admin-spec tab 8). */
export function csvMoreRowsMessage(remaining: number): string {
  return renderEnglish(categorization['en-CA'], 'upload.moreRows', { count: remaining });
}

// ---- AI usage (issue 17): the console shows each client's month against the cap ----

/** GET /api/admin/users/{id}/ai-usage: OpenAI tokens the client used this month (UTC) and the cap that stops them. */
export interface AiUsageResponse {
  /** YYYY-MM */
  month: string;
  requests: number;
  promptTokens: number;
  cachedTokens: number;
  completionTokens: number;
  /** prompt + completion: what the cap counts. */
  totalTokens: number;
  /** AI_MONTHLY_TOKEN_CAP; 0 turns AI categorization off. */
  monthlyTokenCap: number;
}

/** How much of the month's AI token cap a client has used, as a whole percent (0 when AI is off). */
export const aiUsagePercent = (used: number, cap: number) => (cap > 0 ? Math.min(100, Math.round((used / cap) * 100)) : 0);

export const AI_USAGE_TEXTS = {
  label: 'AI tokens this month',
  ofCap: (used: number, cap: number) => `${used.toLocaleString('en-CA')} of ${cap.toLocaleString('en-CA')} tokens (${aiUsagePercent(used, cap)}%)`,
  capReached: 'Cap reached: the offline categorizer serves this client until next month.',
  aiOff: 'AI categorization is off (AI_MONTHLY_TOKEN_CAP is 0).',
  loadFailed: 'Could not load AI usage',
} as const;
