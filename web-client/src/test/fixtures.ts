import type { CsvPreviewRow, CsvUploadListItem, CurrentUser, UserCategoryRow } from '@ledgerleaf/contracts';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    firstName: 'Amélie',
    lastName: 'Tremblay',
    email: 'amelie@example.ca',
    phone: '4165550100',
    isAdmin: false,
    paymentPlan: 'MONTHLY',
    registrationType: 'PAID',
    taxYearEndDate: null,
    gstPstOwed: '0.00',
    payrollTaxOwed: '0.00',
    corporateIncomeTaxOwed: '0.00',
    hasCompletedQuestionnaire: true,
    createdAt: '2025-01-15T12:00:00.000Z',
    ...overrides,
  };
}

export function makePreviewRow(overrides: Partial<CsvPreviewRow> = {}): CsvPreviewRow {
  return {
    id: 501,
    transactionDate: '2026-09-03',
    transactionName: 'SQ *MAPLE LEAF COFFEE TORONTO ON',
    transactionAmount: '-14.25',
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
