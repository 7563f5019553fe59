// Enumerations shared by the API (database enums, DTO validation) and both apps.
// Each is a const object plus a union type, so it works in erasable TypeScript.

export const PaymentPlan = { MONTHLY: 'MONTHLY', ANNUAL: 'ANNUAL', NONE: 'NONE' } as const;
export type PaymentPlan = (typeof PaymentPlan)[keyof typeof PaymentPlan];

export const RegistrationType = { PAID: 'PAID', COUPON: 'COUPON' } as const;
export type RegistrationType = (typeof RegistrationType)[keyof typeof RegistrationType];

export const SubmissionStatus = {
  PENDING: 'pending',
  COMPLETED: 'completed',
  EDIT_REQUESTED: 'edit_requested',
} as const;
export type SubmissionStatus = (typeof SubmissionStatus)[keyof typeof SubmissionStatus];

export const PaymentStatus = { PENDING: 'pending', PAID: 'paid' } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

export const EditRequestStatus = { PENDING: 'pending', RESOLVED: 'resolved' } as const;
export type EditRequestStatus = (typeof EditRequestStatus)[keyof typeof EditRequestStatus];

export const ReportStatus = { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected' } as const;
export type ReportStatus = (typeof ReportStatus)[keyof typeof ReportStatus];

export const CallRequestStatus = { PENDING: 'pending', COMPLETED: 'completed' } as const;
export type CallRequestStatus = (typeof CallRequestStatus)[keyof typeof CallRequestStatus];

export const MessageStatus = { UNREAD: 'unread', READ: 'read' } as const;
export type MessageStatus = (typeof MessageStatus)[keyof typeof MessageStatus];

export const CsvUploadStatus = {
  UPLOADED: 'uploaded',
  PROCESSING: 'processing',
  COMPLETED: 'completed',
  FAILED: 'failed',
} as const;
export type CsvUploadStatus = (typeof CsvUploadStatus)[keyof typeof CsvUploadStatus];

/**
 * BALANCE_SHEET: a system category (SYSTEM_CATEGORIES, in books.ts) that posts to the
 * balance sheet, never to the P&L. Clients and staff create and retype only REVENUE and
 * EXPENSE categories (USER_CATEGORY_TYPES).
 */
export const CategoryType = { REVENUE: 'REVENUE', EXPENSE: 'EXPENSE', BALANCE_SHEET: 'BALANCE_SHEET' } as const;
export type CategoryType = (typeof CategoryType)[keyof typeof CategoryType];

/** The category types a person can create or choose when retyping: revenue and expense. */
export const USER_CATEGORY_TYPES = [CategoryType.REVENUE, CategoryType.EXPENSE] as const;
export type UserCategoryType = (typeof USER_CATEGORY_TYPES)[number];

/** revoked: the user withdrew consent at the bank (USER_PERMISSION_REVOKED); only disconnect remains. */
export const BankItemStatus = { ACTIVE: 'active', NEEDS_RECONNECTION: 'needs_reconnection', REVOKED: 'revoked' } as const;
export type BankItemStatus = (typeof BankItemStatus)[keyof typeof BankItemStatus];

export const WebhookProvider = { STRIPE: 'stripe', PLAID: 'plaid' } as const;
export type WebhookProvider = (typeof WebhookProvider)[keyof typeof WebhookProvider];

export function enumValues<T extends Record<string, string>>(e: T): T[keyof T][] {
  return Object.values(e) as T[keyof T][];
}
