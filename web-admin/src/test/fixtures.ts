import type { StaffMember } from '@ledgerleaf/contracts';
import type {
  AdminCsvUploadListItem,
  AdminTransactionQuestionDto,
  AdminUserRow,
  CallRequestRow,
  ContactMessageRow,
  CsvPreviewRow,
  CurrentUser,
} from '@ledgerleaf/contracts';

export const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

export const currentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  firstName: 'Avery',
  lastName: 'Tremblay',
  email: 'avery@ledgerleaf.ca',
  phone: '4165550100',
  isAdmin: true,
  staffRole: 'owner',
  paymentPlan: 'NONE',
  registrationType: 'PAID',
  taxYearEndDate: null,
  gstPstOwed: '0.00',
  payrollTaxOwed: '0.00',
  corporateIncomeTaxOwed: '0.00',
  hasCompletedQuestionnaire: false,
  createdAt: '2025-01-15T14:30:00.000Z',
  locale: 'en-CA',
  ...overrides,
});

export const adminUserRow = (overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: 12,
  firstName: 'Jordan',
  lastName: 'Okafor',
  name: 'Jordan Okafor',
  email: 'jordan@maplebakery.ca',
  phone: '6045550188',
  isAdmin: false,
  paymentPlan: 'MONTHLY',
  registrationType: 'COUPON',
  hasCompletedQuestionnaire: true,
  createdAt: '2025-03-02T09:00:00.000Z',
  accountManagerId: null,
  accountManagerName: null,
  ...overrides,
});

export const callRequestRow = (overrides: Partial<CallRequestRow> = {}): CallRequestRow => ({
  id: 31,
  firstName: 'Daniel',
  lastName: 'Leblanc',
  email: 'daniel@leblancplumbing.ca',
  phone: '+1 (506) 555-0102',
  preferredDate: '2026-11-24',
  preferredTime: '10:00',
  timezone: 'America/Moncton',
  status: 'pending',
  createdAt: '2026-11-22T14:05:00.000Z',
  updatedAt: '2026-11-22T14:05:00.000Z',
  ...overrides,
});

export const contactMessageRow = (overrides: Partial<ContactMessageRow> = {}): ContactMessageRow => ({
  id: 41,
  firstName: 'Olivia',
  lastName: 'Martin',
  email: 'olivia@martinbakery.ca',
  phone: '+1 (613) 555-0175',
  question: 'Do you handle HST filings for a bakery with two locations in Ottawa?',
  status: 'unread',
  createdAt: '2026-11-21T16:30:00.000Z',
  readAt: null,
  ...overrides,
});

export const csvPreviewRow = (overrides: Partial<CsvPreviewRow> = {}): CsvPreviewRow => ({
  id: 901,
  transactionDate: '2026-09-03',
  transactionName: 'ROGERS WIRELESS',
  transactionAmount: '-85.00',
  currency: 'CAD',
  originalCategory: null,
  aiCategory: 'Telephone & Internet',
  confidence: 0.94,
  source: 'rule',
  needsReview: false,
  ...overrides,
});

export const adminCsvUpload = (overrides: Partial<AdminCsvUploadListItem> = {}): AdminCsvUploadListItem => ({
  id: 61,
  fileName: 'october-card-export.csv',
  originalRowCount: 9,
  processedRowCount: 0,
  status: 'uploaded',
  progress: 0,
  failureReason: null,
  createdAt: '2026-11-20T15:45:00.000Z',
  processedAt: null,
  categories: [
    { type: 'REVENUE', categoryName: 'Sales Revenue' },
    { type: 'EXPENSE', categoryName: 'Telephone & Internet' },
    { type: 'EXPENSE', categoryName: 'Software' },
  ],
  categorizedData: [],
  reviewCount: 0,
  books: null,
  uploadedBy: 12,
  uploaderName: 'Jordan Okafor',
  uploaderEmail: 'jordan@maplebakery.ca',
  ...overrides,
});

/** An answered question on a bank row of the October 2026 report (RPT-2026-10-000007). */
export const adminQuestion = (overrides: Partial<AdminTransactionQuestionDto> = {}): AdminTransactionQuestionDto => ({
  id: 5,
  status: 'answered',
  question: 'What was this payment?',
  reportId: 'RPT-2026-10-000007',
  transaction: { transactionId: 301, date: '2026-10-03', name: 'ZQX HOLDINGS 4471', amount: '-250.00', accountName: 'RBC Chequing', category: null },
  askedAt: '2026-11-02T10:00:00.000Z',
  answer: { category: 'Professional Fees', note: 'The accountant', receipt: null },
  answeredAt: '2026-11-03T10:00:00.000Z',
  userId: 7,
  userName: 'Avery Lambert',
  askedBy: 1,
  ...overrides,
});

export const staffMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  id: 31,
  firstName: 'Sam',
  lastName: 'Rivera',
  email: 'sam@ledgerleaf.ca',
  role: 'bookkeeper',
  active: true,
  deactivatedAt: null,
  createdAt: '2026-11-01T14:00:00.000Z',
  phone: '',
  ...overrides,
});
