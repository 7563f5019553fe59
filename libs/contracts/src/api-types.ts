// Shapes of API requests and responses shared by the server and the apps.
import type { PaymentPlan, RegistrationType } from './enums.js';
import type { PaidPlan } from './constants.js';
import type { StaffRole } from './staff.js';
import type { Locale } from './i18n/locale.js';

/** GET /api/user, POST /api/login. Never carries secrets. */
export interface CurrentUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isAdmin: boolean;
  /** The staff member's role; null for a client. */
  staffRole: StaffRole | null;
  paymentPlan: PaymentPlan;
  registrationType: RegistrationType;
  taxYearEndDate: string | null;
  gstPstOwed: string;
  payrollTaxOwed: string;
  corporateIncomeTaxOwed: string;
  hasCompletedQuestionnaire: boolean;
  createdAt: string;
  /** The person's language (issue 31): API messages, mails and PDFs use it; the apps send it as Accept-Language. */
  locale: Locale;
  /**
   * Staff only, when STAFF_MFA_REQUIRED is on and this account has no two-factor login
   * yet: until it is set up, only the enrolment routes answer.
   */
  mfaEnrolmentRequired?: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * POST /api/login for a staff account with two-factor login on: the password was right,
 * but no session exists until POST /api/login/mfa gets a valid code.
 */
export interface MfaChallenge {
  mfaRequired: true;
}

export type LoginResponse = CurrentUser | MfaChallenge;

/** POST /api/login/mfa: the 6-digit code, or one of the recovery codes. */
export interface MfaCodeRequest {
  code: string;
}

/** GET /api/staff/mfa */
export interface StaffMfaStatus {
  enabled: boolean;
  /** ISO time two-factor login was turned on, or null. */
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** STAFF_MFA_REQUIRED: staff cannot use the console without it. */
  required: boolean;
}

/** POST /api/staff/mfa/setup: a new secret to add to an authenticator app (not active until confirmed). */
export interface StaffMfaSetup {
  secret: string;
  otpauthUri: string;
}

/** POST /api/staff/mfa/enable: shown once; each code logs in once. */
export interface StaffMfaRecoveryCodes {
  recoveryCodes: string[];
}

/** POST /api/staff/mfa/disable */
export interface StaffMfaDisableRequest {
  password: string;
  code: string;
}

/** Body of every error answer: `error` and `message` carry the same human text. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Field name → messages, for validation failures. */
  fields?: Record<string, string[]>;
  /** 5xx answers: the request's id (also its X-Request-Id header), for the person to quote to support. */
  requestId?: string;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  redis: 'up' | 'down' | 'not-configured';
  queueDriver: 'bull' | 'in-process';
  uptimeSeconds: number;
}

/** GET /api/health/ready: 200 `ready`, or 503 naming what is not (no addresses, no versions). */
export interface ReadinessResponse {
  status: 'ready' | 'not-ready';
  /** The dependencies that are not ready, each with what to do. Empty when ready. */
  notReady: { check: 'database' | 'redis' | 'migrations'; message: string }[];
}

/** One row of GET /api/admin/users (react-admin list); also the body of GET /api/admin/users/:id. */
export interface AdminUserRow {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
  isAdmin: boolean;
  paymentPlan: PaymentPlan;
  registrationType: RegistrationType;
  hasCompletedQuestionnaire: boolean;
  createdAt: string;
  /** The client's account manager (a bookkeeper), null when none is assigned. */
  accountManagerId: number | null;
  accountManagerName: string | null;
}

/** A message-only answer, for example after logout or forgot-password. */
export interface MessageResponse {
  message: string;
}

// ---- Accounts and billing (client-spec sections 2, 5, 7, 8, 9) ----

/**
 * POST /api/register. The account is created first (logged in, no plan yet unless the
 * coupon is valid); a paid plan is activated later by the Stripe webhook.
 */
export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  couponCode?: string;
  paymentPlan?: PaymentPlan;
  registrationType?: RegistrationType;
  /** The person's language; default: the request's (Accept-Language, else en-CA). */
  locale?: Locale;
}

/** POST /api/create-checkout-session (logged in). `userData` never contains the password. */
export interface CheckoutRequest {
  plan: PaidPlan;
  userData?: Partial<Omit<RegisterRequest, 'password'>>;
}

export interface CheckoutResponse {
  url: string;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

export interface TaxQuestionnaireRequest {
  /** YYYY-MM-DD */
  taxYearEndDate: string;
  /** Entered as text; anything non-numeric counts as 0. */
  gstPstOwed: number | string;
  payrollTaxOwed: number | string;
  corporateIncomeTaxOwed: number | string;
}

export interface UpdateProfileRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Required only when `email` differs from the account's current address. */
  currentPassword?: string;
  /** A new language for the person (issue 31); unchanged when absent. */
  locale?: Locale;
}

/** DELETE /api/user: the account's password confirms the deletion. */
export interface DeleteAccountRequest {
  password: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * POST /api/conversions/purchase (logged in). The server reports what it saw: the paid
 * Stripe Checkout Session named here (the thank-you page's `session_id`), or without it the
 * account's coupon registration. Who and how much come from the server, once per purchase.
 */
export interface PurchaseConversionRequest {
  checkoutSessionId?: string;
}

/** POST /api/conversions/view-content */
export interface ViewContentConversionRequest {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  eventSourceUrl: string;
}

// ---- Public forms (call requests, contact messages) ----

/** POST /api/call-requests. `website` is a honeypot: people leave it empty. */
export interface CallRequestInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD, today or later */
  preferredDate: string;
  /** One of CALL_TIMES ("00:00" to "23:00") */
  preferredTime: string;
  /** IANA time zone, for example America/Toronto */
  timezone: string;
  website?: string;
}

export interface CallRequestRow extends Omit<CallRequestInput, 'website'> {
  id: number;
  status: 'pending' | 'completed';
  createdAt: string;
  updatedAt: string;
}

/** POST /api/messages. `website` is a honeypot: people leave it empty. */
export interface ContactMessageInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  question: string;
  website?: string;
}

export interface ContactMessageRow extends Omit<ContactMessageInput, 'website'> {
  id: number;
  status: 'unread' | 'read';
  createdAt: string;
  readAt: string | null;
}

/** PATCH /api/call-requests/{id} */
export interface CallRequestStatusUpdate {
  status: 'pending' | 'completed';
}

/** PATCH /api/messages/{id}: read is final, so only 'read' is accepted. */
export interface ContactMessageStatusUpdate {
  status: 'read';
}

/** GET /api/admin/stats: the counts behind the console dashboard and menu badges. */
export interface AdminStats {
  pendingCallRequests: number;
  unreadMessages: number;
  /** Every account, staff included (the Users list total). */
  users: number;
}
