import type { CsvPreviewRow, CsvUploadListItem, CurrentUser, MonthlyReportDto, ReportSummaryDto, UserCategoryRow } from '@ledgerleaf/contracts';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    firstName: 'Amélie',
    lastName: 'Tremblay',
    email: 'amelie@example.ca',
    phone: '4165550100',
    isAdmin: false,
    staffRole: null,
    paymentPlan: 'MONTHLY',
    registrationType: 'PAID',
    taxYearEndDate: null,
    gstPstOwed: '0.00',
    payrollTaxOwed: '0.00',
    corporateIncomeTaxOwed: '0.00',
    hasCompletedQuestionnaire: true,
    createdAt: '2025-01-15T12:00:00.000Z',
    locale: 'en-CA',
    ...overrides,
  };
}

export function makePreviewRow(overrides: Partial<CsvPreviewRow> = {}): CsvPreviewRow {
  return {
    id: 501,
    transactionDate: '2026-09-03',
    transactionName: 'SQ *MAPLE LEAF COFFEE TORONTO ON',
    transactionAmount: '-14.25',
    currency: 'CAD',
    originalCategory: null,
    aiCategory: 'Travel & Meals',
    confidence: 0.93,
    source: 'rule',
    needsReview: false,
    ...overrides,
  };
}

export function makeCsvUpload(overrides: Partial<CsvUploadListItem> = {}): CsvUploadListItem {
  return {
    id: 31,
    fileName: 'september-card-export.csv',
    originalRowCount: 12,
    processedRowCount: 0,
    status: 'uploaded',
    progress: 0,
    failureReason: null,
    createdAt: '2026-10-02T15:00:00.000Z',
    processedAt: null,
    categories: [],
    categorizedData: [],
    reviewCount: 0,
    books: null,
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<UserCategoryRow> = {}): UserCategoryRow {
  return {
    id: 1,
    type: 'EXPENSE',
    categoryName: 'Software',
    createdAt: '2026-10-01T12:00:00.000Z',
    updatedAt: '2026-10-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeReportSummary(overrides: Partial<ReportSummaryDto> = {}): ReportSummaryDto {
  return {
    categories: [
      { category: 'Sales Revenue', type: 'REVENUE', count: 3, total: '3534.50' },
      { category: 'Software', type: 'EXPENSE', count: 2, total: '122.99' },
      { category: 'Telephone & Internet', type: 'EXPENSE', count: 1, total: '98.50' },
    ],
    totalRevenue: '3534.50',
    totalExpenses: '221.49',
    netIncome: '3313.01',
    uncategorizedCount: 0,
    salesTax: { province: 'ON', taxIncludedInRevenue: '406.62', inputTaxCredits: '25.48', netTaxOwing: '381.14' },
    ...overrides,
  };
}

export function makeReport(overrides: Partial<MonthlyReportDto> = {}): MonthlyReportDto {
  return {
    id: 41,
    reportId: 'RPT-2026-10-000041',
    userId: 7,
    year: 2026,
    month: 10,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    transactionCount: 6,
    accountsIncluded: [{ id: 'acc_chq', name: 'RBC Chequing' }],
    status: 'approved',
    adminNotes: null,
    reviewedAt: '2026-11-02T14:00:00.000Z',
    createdAt: '2026-11-01T11:00:00.000Z',
    files: { transactions: true, summary: true, pdf: true },
    summary: makeReportSummary(),
    balanceSheet: null,
    version: 1,
    versions: [{ version: 1, status: 'approved', approvedAt: '2026-11-02T14:00:00.000Z', reason: null, reopenedAt: null, reopenedBy: null, changes: null }],
    openQuestions: 0,
    ...overrides,
  };
}
