// Business constants and limits from the specification (client-spec section 9,
// admin-spec section 9). Change a limit here and both the API and the apps follow.

export const BRAND = {
  name: 'Ledgerleaf',
  tagline: 'Bookkeeping done for you, so you can run your business.',
  email: 'hello@ledgerleaf.ca',
  phone: '+1 (416) 555-0142',
  supportEmail: 'support@ledgerleaf.ca',
  productionOrigin: 'https://ledgerleaf.ca',
  social: {
    youtube: 'https://www.youtube.com/@ledgerleaf',
    x: 'https://x.com/ledgerleaf',
    facebook: 'https://www.facebook.com/ledgerleaf',
    instagram: 'https://www.instagram.com/ledgerleaf',
  },
  satisfactionGuarantee: '100% satisfaction guarantee. Cancel anytime, no contract.',
} as const;

export const CURRENCY = 'CAD';

export const COUPON_CODE = 'LAUNCH2025';

/** The business's own calendar: month boundaries, the monthly cron and "last month" are read here. */
export const BUSINESS_TIME_ZONE = 'America/Toronto';

/** The plans a client pays for (PaymentPlan without NONE), in the order they are offered. */
export const PAID_PLANS = ['MONTHLY', 'ANNUAL'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

/** Whether a value (a form field, a query parameter, Stripe metadata) names a paid plan. */
export function isPaidPlan(plan: unknown): plan is PaidPlan {
  return typeof plan === 'string' && (PAID_PLANS as readonly string[]).includes(plan);
}

export const PLANS = {
  MONTHLY: { id: 'MONTHLY', name: 'Monthly', priceCents: 10_000, interval: 'month', label: '$100/month' },
  ANNUAL: { id: 'ANNUAL', name: 'Annual', priceCents: 100_000, interval: 'year', label: '$1,000/year', badge: 'Save 17%' },
} as const;

/** What each plan includes (client-spec section 9); shown by the pricing section and the plan dialog. */
export const PLAN_FEATURES = {
  MONTHLY: {
    summary: 'One report per month',
    features: ['48-hour processing, Monday to Friday', 'Unlimited revisions', 'Secure storage', 'A live account manager'],
  },
  ANNUAL: {
    summary: '12 months processed at once: 2 months’ worth of savings',
    features: ['48-hour processing, Monday to Friday', 'Unlimited revisions', 'Secure storage', 'A direct line to a dedicated account manager'],
  },
} as const;

/** The only valid coupon, compared without regard to case or surrounding spaces. */
export function isValidCoupon(code: string | null | undefined): boolean {
  return (code ?? '').trim().toUpperCase() === COUPON_CODE;
}

export const LIMITS = {
  passwordMin: 6,
  /** Staff accounts reach every client's books: a longer minimum (issue 7). */
  staffPasswordMin: 12,
  phoneMin: 10,
  questionMin: 10,
  manualAmountMin: 0.01,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 32,
  passwordMax: 200,
  questionMax: 5000,
} as const;

export const TRANSACTIONS_PAGE_SIZE = 500;
export const TRANSACTIONS_FETCH_WINDOW_DAYS = 720;
export const BANK_HISTORY_DAYS = 90;
export const CSV_PREVIEW_ROWS = 5;
export const CSV_REQUIRED_COLUMNS = ['Transaction_Date', 'Transaction_Name', 'Transaction_Amount', 'Transaction_Category'] as const;

export const TIMING = {
  toastDurationMs: 5000,
  couponToastMs: 3000,
  toastRemoveDelayMs: 8000,
  maxToasts: 1,
  bankScriptPollAttempts: 30,
  bankScriptPollIntervalMs: 1000,
  sessionErrorReloadMs: 3000,
  connectionHealthRefetchMs: 5 * 60 * 1000,
  connectionHealthStaleMs: 2 * 60 * 1000,
  oauthSuccessRedirectMs: 2000,
  oauthFailureRedirectMs: 3000,
  redirectUriCheckDelayMs: 1000,
} as const;

export const DEFAULT_CALL_TIME = '09:00';
export const CALL_TIMES = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

export const DEFAULT_CATEGORIES = {
  REVENUE: ['Sales Revenue', 'Service Income', 'Other Income', 'Refunds/Discounts'],
  EXPENSE: [
    'Office Expenses',
    'Telephone & Internet',
    'Software',
    'Bank Fees',
    'Professional Fees',
    'Marketing',
    'Travel & Meals',
    'Rent/Lease',
    'Utilities',
    'Loan Payments',
    'Insurance',
    'Taxes',
  ],
} as const;

export const TERMS_EFFECTIVE_DATE = '27 December 2024';

/**
 * Server-side rate limits (fixed windows). Failed logins: 10 per account per 15 min lets
 * at most 40 guesses per account per hour through (the ceiling is 100).
 */
export const RATE_LIMITS = {
  loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerAddress: { limit: 50, windowSeconds: 15 * 60 },
  register: { limit: 10, windowSeconds: 60 * 60 },
  forgotPassword: { limit: 5, windowSeconds: 15 * 60 },
  /** Reset e-mails per account; requests beyond it get the same answer and send nothing. */
  resetEmailsPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  resetPassword: { limit: 10, windowSeconds: 15 * 60 },
  conversions: { limit: 60, windowSeconds: 60 },
  /** Wrong two-factor codes (login, enabling, disabling) per staff account; about 3 of 1,000,000 codes are valid at a time. */
  mfaFailuresPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  /** Report builds (generate, recategorize) from one address: each one categorizes and renders a month. */
  reportGeneration: { limit: 30, windowSeconds: 10 * 60 },
} as const;

/**
 * Limits per client (user id), whatever address they call from (issue 17): on top of the
 * per-address limits above. A day is a fixed UTC day; an hour a fixed clock hour.
 */
const BANK_CALLS_PER_CLIENT = { limit: 5, windowSeconds: 15 * 60 } as const;

export const CLIENT_LIMITS = {
  /** POST refresh-accounts: syncs per client in a fixed window. */
  bankRefresh: BANK_CALLS_PER_CLIENT,
  /** CSV files uploaded per day (each one is parsed and stored whole). */
  csvUploadsPerDay: { limit: 40, windowSeconds: 24 * 60 * 60 },
  /** Total size of the CSV files a client keeps stored (deleting uploads frees room). */
  csvStoredBytes: 512 * 1024 * 1024,
  /**
   * Uploads being categorized at once per client. With 1, one client's uploads hold at most
   * one of a worker's two categorization slots; and waiting jobs go smallest first.
   */
  csvProcessingAtOnce: 1,
  /** Bytes received per day in submissions and edit requests together (request bodies). */
  submissionBytesPerDay: { limit: 300 * 1024 * 1024, windowSeconds: 24 * 60 * 60 },
  /** Edit requests waiting for staff on one submission; staff's next delivery answers them all. */
  openEditRequestsPerSubmission: 3,
  /** Report builds (generate, recategorize) per clock hour. */
  reportBuildsPerHour: { limit: 20, windowSeconds: 60 * 60 },
  /** Each of create-link-token, set-access-token, reconnect-link-token and items/:id/reconnected: refresh-accounts' own limit. */
  bankLinking: BANK_CALLS_PER_CLIENT,
  /** Accountant exports (GET /api/exports/:format) per clock hour: each reads and categorizes up to a year. */
  exportsPerHour: { limit: 30, windowSeconds: 60 * 60 },
} as const;

/** Password-reset links stay valid this long. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Advertising-conversion purchase values in CAD: a coupon registration (client-spec 9) and the thank-you page (admin-spec 9: the Monthly price; the server now sends the amount Stripe charged, see docs/decisions/accounts-and-billing.md). */
export const CONVERSION_VALUES = {
  couponRegistration: 1000,
  thankYouPage: 100,
} as const;

/** bull-board, for staff: queues, failed jobs with their reasons, retry. */
export const QUEUE_BOARD_PATH = '/api/admin/queues';
/**
 * Shapes of input the API accepts at all, whatever the route (issue 7): deeper JSON,
 * larger list pages and dates outside these bounds are answered with a 400.
 */
export const INPUT_LIMITS = {
  /** Nesting of objects and arrays in a JSON body; real payloads stay under 10. */
  maxJsonDepth: 32,
  /** Rows in one page of a console list (`range=[start,end]`). */
  listMaxRows: 1000,
  /** Highest `start` of a list range: no table holds more rows than a row id can count. */
  listMaxOffset: 2_147_483_647,
  /** Characters of a console list's text search (`filter={"q":...}`). */
  listSearchMax: 200,
  /** Dates (YYYY-MM-DD) before or after these are refused. */
  earliestDate: '1900-01-01',
  latestDate: '9999-12-31',
} as const;

/** Staff two-factor login (TOTP, RFC 6238) and its recovery codes (issue 7). */
export const STAFF_MFA = {
  codeDigits: 6,
  periodSeconds: 30,
  /** One period either side is accepted, for a phone whose clock is a little off. */
  toleranceSteps: 1,
  recoveryCodeCount: 10,
  /** After the password, the code must come within this time or the login starts over. */
  pendingLoginTtlMs: 5 * 60 * 1000,
  issuer: 'Ledgerleaf',
  /** The console's Security page, where staff set it up (and where STAFF_MFA_REQUIRED sends them). */
  setupPath: '/admin/security',
  /** The `code` of the API's 403 while STAFF_MFA_REQUIRED holds a staff member at the setup. */
  enrolmentRequiredCode: 'mfa_enrolment_required',
} as const;

/**
 * How often each worker compares the work the database says is in progress with the queue,
 * and enqueues again what has no live job (it also runs at worker start).
 */
export const RECONCILE_INTERVAL_MS = 3 * 60 * 1000;
