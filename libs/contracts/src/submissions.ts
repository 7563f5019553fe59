// Manual submissions, edit requests and staff processing (client-spec sections 2-9,
// admin-spec section 2 tabs 2-4, sections 4, 5, 7, 8): provinces, limits, the document
// allow-list, every message and the API shapes.
import type { CategoryType, EditRequestStatus, SubmissionStatus } from './enums.js';
import { VALIDATION } from './messages.js';
import { mail } from './i18n/catalogues/mail.js';
import { submissions } from './i18n/catalogues/submissions.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

/** Canada's 13 provinces and territories; a manual transaction stores the two-letter code. */
export const PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;
export type ProvinceCode = (typeof PROVINCES)[number]['code'];
export const PROVINCE_CODES: readonly ProvinceCode[] = PROVINCES.map((p) => p.code);
export const isProvinceCode = (value: unknown): value is ProvinceCode => PROVINCE_CODES.includes(value as ProvinceCode);

const MB = 1024 * 1024;

/** Upload limits: the API answers 413 beyond them, the form checks them before sending. */
export const SUBMISSION_LIMITS = {
  maxFileBytes: 25 * MB,
  maxRequestBytes: 100 * MB,
  maxFiles: 10,
  maxManualTransactions: 200,
  maxAdditionalCategories: 50,
  summaryNameMax: 255,
  transactionNameMax: 255,
  categoryNameMax: 100,
  descriptionMax: 5000,
  /** Largest amount numeric(10,2) holds. */
  amountMax: '99999999.99',
} as const;

/**
 * Documents a client may send, recognised by their bytes (CSV, which has none, by being
 * text). `accept` feeds the file pickers.
 */
export const DOCUMENT_TYPES = [
  { kind: 'pdf', mimeType: 'application/pdf', extensions: ['.pdf'] },
  { kind: 'png', mimeType: 'image/png', extensions: ['.png'] },
  { kind: 'jpeg', mimeType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  { kind: 'heic', mimeType: 'image/heic', extensions: ['.heic', '.heif'] },
  { kind: 'webp', mimeType: 'image/webp', extensions: ['.webp'] },
  { kind: 'csv', mimeType: 'text/csv', extensions: ['.csv'] },
] as const;
export type DocumentKind = (typeof DOCUMENT_TYPES)[number]['kind'];
export const DOCUMENT_ACCEPT = DOCUMENT_TYPES.flatMap((t) => [t.mimeType, ...t.extensions]).join(',');
/** Whether a file's name has the extension of an accepted kind: the pickers' check before sending (the API checks the bytes). */
export const isDocumentName = (name: string): boolean => {
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot).toLowerCase();
  return DOCUMENT_TYPES.some((t) => (t.extensions as readonly string[]).includes(extension));
};

export const SUBMISSION_MESSAGES = {
  // Validation (client-spec section 5): the texts the forms share are the validation namespace's.
  summaryNameRequired: VALIDATION.summaryNameRequired,
  documentRequired: VALIDATION.documentRequired,
  formIncomplete: VALIDATION.submissionIncomplete,
  transactionNameRequired: VALIDATION.transactionNameRequired,
  provinceRequired: VALIDATION.provinceRequired,
  amountPositive: VALIDATION.amountPositive,
  categoryNameRequired: VALIDATION.categoryNameRequired,
  descriptionRequired: VALIDATION.descriptionRequired,
  // The rest (files, staff, toasts): the catalogue `submissions`.
  ...renderEnglishTexts(submissions['en-CA'], {
    maxManualTransactions: SUBMISSION_LIMITS.maxManualTransactions,
    maxAdditionalCategories: SUBMISSION_LIMITS.maxAdditionalCategories,
    summaryNameMax: SUBMISSION_LIMITS.summaryNameMax,
    transactionNameMax: SUBMISSION_LIMITS.transactionNameMax,
    categoryNameMax: SUBMISSION_LIMITS.categoryNameMax,
    descriptionMax: SUBMISSION_LIMITS.descriptionMax,
    fileMegabytes: Math.round(SUBMISSION_LIMITS.maxFileBytes / MB),
    requestMegabytes: Math.round(SUBMISSION_LIMITS.maxRequestBytes / MB),
    maxFiles: SUBMISSION_LIMITS.maxFiles,
  }),
  documentTypeRefused: (name: string) => renderEnglish(submissions['en-CA'], 'documentTypeRefused', { name }),
  // Completion e-mail: the mail catalogue's subject.
  completedMailSubject: (summaryName: string) => renderEnglish(mail['en-CA'].submissionCompleted, 'subject', { name: summaryName }),
} as const;

/** Console texts and toasts (admin-spec section 2 tabs 2-4, section 8). */
export const SUBMISSION_ADMIN_TEXTS = {
  pendingTitle: 'Pending Requests',
  completedTitle: 'Completed',
  editRequestsTitle: 'Edit Requests',
  noPending: 'No pending submissions',
  noCompleted: 'No completed submissions yet',
  noEditRequests: 'No edit requests pending',
  markComplete: 'Mark as Complete',
  processing: 'Processing...',
  submitUpdatedFiles: 'Submit Updated Files',
  editRequested: 'Edit Requested',
  noDescription: 'No description provided',
  attachedFiles: 'Attached Files:',
  viewPdf: 'View PDF',
  viewCsv: 'View CSV',
  manualTransactions: 'Manual Transactions',
  pdfFile: 'PDF File',
  csvFile: 'CSV File',
  errorTitle: 'Error',
  fileNotFoundTitle: 'File Not Found',
  downloadErrorTitle: 'Download Error',
  markedComplete: 'Submission marked as complete',
  updatedFilesSubmitted: 'Updated files submitted',
  pdfMissing: 'The PDF file is no longer available on the server.',
  csvMissing: 'The CSV file is no longer available on the server.',
  manualCsvMissing: 'The manual transactions CSV file is no longer available on the server.',
  attachmentMissing: (name: string) => `The file "${name}" is no longer available on the server. The uploaded files may have been removed.`,
  pdfError: 'Unable to access the PDF file.',
  csvError: 'Unable to access the CSV file.',
  manualCsvError: 'Unable to access the manual transactions CSV file.',
  attachmentError: (name: string) => `Unable to access the file "${name}". Please check if the file exists.`,
} as const;

export interface ManualTransactionInput {
  transactionDate: string;
  transactionName: string;
  province: ProvinceCode;
  /** Decimal string or number, at least 0.01, at most 2 decimals. */
  amount: string | number;
}

export interface AdditionalCategoryInput {
  type: CategoryType;
  categoryName: string;
}

/** A stored file as the apps see it: where to fetch it and what to call it. */
export interface SubmissionFileLink {
  originalName: string;
  /** Storage key (the spec's `path`). */
  path: string;
  url: string;
  mimeType: string;
  size: number;
}

export interface EditRequestView {
  id: number;
  description: string;
  status: EditRequestStatus;
  documents: SubmissionFileLink[];
  createdAt: string;
}

export interface SubmissionResultView {
  id: number;
  resultPdfUrl: string;
  resultCsvUrl: string;
  createdAt: string;
}

/** GET /api/submissions item and the console's record. URLs are ready to fetch (GET or HEAD). */
export interface SubmissionView {
  id: number;
  userId: number;
  summaryName: string;
  status: SubmissionStatus;
  paymentStatus: string;
  paymentIntentId: string | null;
  documents: SubmissionFileLink[];
  resultPdfUrl: string | null;
  resultCsvUrl: string | null;
  manualTransactionsCsvUrl: string | null;
  additionalCategoriesCsvUrl: string | null;
  manualTransactions: { id: number; transactionDate: string; transactionName: string; province: string; amount: string }[];
  additionalCategories: { id: number; type: CategoryType; categoryName: string }[];
  /** Latest first. */
  editRequests: EditRequestView[];
  /** Earlier result files, latest first (the current pair is resultPdfUrl/resultCsvUrl). */
  resultHistory: SubmissionResultView[];
  createdAt: string;
  updatedAt: string;
}

/** The console row adds who sent it. */
export interface AdminSubmissionView extends SubmissionView {
  userName: string | null;
  userEmail: string | null;
}
