// Manual submissions, edit requests and staff processing (client-spec sections 2-9,
// admin-spec section 2 tabs 2-4, sections 4, 5, 7, 8): provinces, limits, the document
// allow-list, every message and the API shapes.
import type { CategoryType, EditRequestStatus, SubmissionStatus } from './enums.js';
import { VALIDATION } from './messages.js';

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

const sizeLabel = (bytes: number) => `${Math.round(bytes / MB)} MB`;

export const SUBMISSION_MESSAGES = {
  // Validation (client-spec section 5)
  summaryNameRequired: VALIDATION.summaryNameRequired,
  documentRequired: VALIDATION.documentRequired,
  formIncomplete: VALIDATION.submissionIncomplete,
  transactionDateRequired: 'Transaction date is required',
  transactionDateInvalid: 'Transaction date must be a real date (YYYY-MM-DD)',
  transactionNameRequired: VALIDATION.transactionNameRequired,
  provinceRequired: VALIDATION.provinceRequired,
  provinceInvalid: 'Province must be one of the 13 Canadian province and territory codes (for example ON)',
  amountPositive: VALIDATION.amountPositive,
  amountInvalid: 'Amount must be a number with at most 2 decimals, for example 12.50',
  amountTooLarge: 'Amount must be at most 99,999,999.99',
  categoryTypeInvalid: 'Category type must be REVENUE or EXPENSE',
  categoryNameRequired: VALIDATION.categoryNameRequired,
  descriptionRequired: VALIDATION.descriptionRequired,
  manualTransactionsInvalid: 'manualTransactions must be a JSON list of {transactionDate, transactionName, province, amount}',
  additionalCategoriesInvalid: 'additionalCategories must be a JSON list of {type, categoryName}',
  tooManyTransactions: `At most ${SUBMISSION_LIMITS.maxManualTransactions} manual transactions per submission`,
  tooManyCategories: `At most ${SUBMISSION_LIMITS.maxAdditionalCategories} additional categories per submission`,
  summaryNameTooLong: `Summary name must be at most ${SUBMISSION_LIMITS.summaryNameMax} characters`,
  transactionNameTooLong: `Transaction name must be at most ${SUBMISSION_LIMITS.transactionNameMax} characters`,
  categoryNameTooLong: `Category name must be at most ${SUBMISSION_LIMITS.categoryNameMax} characters`,
  descriptionTooLong: `Description must be at most ${SUBMISSION_LIMITS.descriptionMax} characters`,
  malformedMultipart: 'The upload could not be read: send it as multipart/form-data with a boundary and well-formed parts.',
  notMultipart: 'Send the form as multipart/form-data',
  unexpectedFileField: 'Files go in the "documents" field',
  // Files
  documentTypeRefused: (name: string) =>
    `"${name}" is not an accepted document. Upload PDF, CSV, PNG, JPEG, HEIC or WebP files (checked by their content, not their name).`,
  fileTooLarge: `Each file must be at most ${sizeLabel(SUBMISSION_LIMITS.maxFileBytes)}`,
  requestTooLarge: `All files together must be at most ${sizeLabel(SUBMISSION_LIMITS.maxRequestBytes)}`,
  fieldTooLarge: 'A form field is too large, or there are too many fields',
  tooManyFiles: `At most ${SUBMISSION_LIMITS.maxFiles} files per upload`,
  submissionNotFound: 'Submission not found',
  fileNotFound: 'File not found',
  // Staff (admin-spec section 5)
  resultFilesRequired: 'Both PDF and CSV files are required',
  resultPdfInvalid: 'The PDF file is not a PDF (checked by its content)',
  resultCsvInvalid: 'The CSV file is not a text CSV (checked by its content)',
  notPending: 'Only a pending submission can be marked complete',
  notEditRequested: 'Updated files can only be submitted for a submission with an edit request',
  statusFilterInvalid: 'Status must be pending, completed or edit_requested',
  // Toasts (client-spec section 8)
  submitFailed: 'Failed to submit documents',
  deleteFailed: 'Failed to delete submission',
  editRequestFailed: 'Failed to submit edit request',
  descriptionToast: 'Please provide a description',
  submitted: 'Your documents have been submitted',
  deleted: 'Submission deleted',
  editRequested: 'Your edit request has been sent',
  deleteConfirm: 'Delete this submission and all its files? This cannot be undone.',
  // Completion e-mail
  completedMailSubject: (summaryName: string) => `Your submission is complete: ${summaryName}`,
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
