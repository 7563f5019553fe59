// Every user-facing message from the specification, in one place. The API returns
// validation messages from here; the apps show toasts from here.

import { INPUT_LIMITS } from './constants.js';

export const VALIDATION = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email address',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 200 characters',
  staffPasswordMin: 'Staff passwords must be at least 12 characters',
  passwordTooCommon: 'This password is on the list of the most common passwords, so it is easy to guess. Choose another one.',
  phoneRequired: 'Phone number is required',
  phoneMin: 'Phone number must be at least 10 digits',
  questionMin: 'Question must be at least 10 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordRequired: 'Current password is required',
  newPasswordMin: 'New password must be at least 6 characters',
  confirmPasswordMin: 'Confirm password must be at least 6 characters',
  passwordsDontMatch: "Passwords don't match",
  taxYearEndRequired: 'Tax year end date is required',
  summaryNameRequired: 'Summary name is required',
  documentRequired: 'At least one document is required',
  submissionIncomplete: 'Please fill in all required fields and upload at least one document',
  transactionNameRequired: 'Transaction name is required',
  provinceRequired: 'Province is required',
  amountPositive: 'Amount must be greater than 0',
  descriptionRequired: 'Description is required',
  categoryNameRequired: 'Category name is required',
  invalidCoupon: 'Invalid coupon code.',
  preferredDateRequired: 'Preferred date is required',
  preferredTimeRequired: 'Preferred time is required',
  timezoneRequired: 'Time zone is required',
  preferredDatePast: 'Preferred date cannot be in the past',
  preferredDateInvalid: 'Preferred date must be a real date (YYYY-MM-DD)',
  preferredTimeInvalid: 'Choose a whole hour from 00:00 to 23:00',
  timezoneInvalid: 'Choose a time zone from the list, for example America/Toronto',
  firstNameMax: 'First name must be at most 100 characters',
  lastNameMax: 'Last name must be at most 100 characters',
  phoneMax: 'Phone number must be at most 32 characters',
  questionMax: 'Question must be at most 5000 characters',
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  notAuthenticated: 'Please log in to continue.',
  adminOnly: 'This area is for Ledgerleaf staff only.',
  crossOrigin: 'This request came from another site and was refused.',
  loggedOut: 'Logged out',
} as const;

/** Answers of GET /api/metrics and the readiness probe (issue 25). */
export const OPERATIONS_MESSAGES = {
  metricsTokenRefused:
    'The metrics token was not accepted. Send Authorization: Bearer <METRICS_TOKEN> with the value configured on the server, or log in as staff.',
  databaseNotReady: 'PostgreSQL is not reachable.',
  redisNotReady: 'Redis is not reachable.',
  migrationsPending: (count: number) =>
    `${count} database migration${count === 1 ? ' is' : 's are'} not applied: run node api/dist/cli/migrate.js run (the Docker image does it before starting the API).`,
} as const;

/** Answers of the account, billing and password endpoints (issue 3). */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'An account with this email already exists. Log in instead, or use "Forgot your password?" to reset it.',
  checkoutUnavailable: 'Online payment is not available right now. Please contact us at hello@ledgerleaf.ca and we will set up your plan.',
  checkoutFailed: 'The payment page could not be opened. Please try again in a few minutes.',
  alreadySubscribed: 'You already have an active plan. Manage it from your dashboard or contact us to change it.',
  subscriptionAwaitingPayment: 'Your subscription is waiting for a payment. Contact us at hello@ledgerleaf.ca to settle it instead of starting a second one.',
  checkoutSessionIdInvalid: 'checkoutSessionId must be a Stripe Checkout Session id (cs_…)',
  purchaseNotFound: 'There is no purchase with this id on your account.',
  purchaseNotPaid: 'This checkout has not been paid yet.',
  noPurchaseToReport: 'There is no purchase on your account to report.',
  purchaseUnconfirmed: 'The purchase could not be confirmed with Stripe. Please try again in a few minutes.',
  planInvalid: 'Choose the Monthly or Annual plan',
  resetEmailSent: 'If an account exists with this email, you will receive password reset instructions.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Request a new one.',
  passwordReset: 'Your password has been reset. You can now log in with the new password.',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Your password has been updated. Other sessions were logged out.',
  accountDeleted: 'Your account and everything in it have been deleted.',
  amountNegative: 'Amounts cannot be negative',
  amountTooLarge: 'Amounts must be less than $100,000,000',
  emailInUse: 'This email is already used by another account.',
  taxYearEndInvalid: 'Tax year end date must be a date (YYYY-MM-DD)',
  webhookSignatureInvalid: 'The webhook signature could not be verified.',
  conversionAccepted: 'Accepted',
  /** PATCH /api/user/profile when the e-mail changes (issue 7). */
  passwordNeededForEmail: 'Enter your current password to change your email address',
  /** DELETE /api/user (issue 7). */
  passwordNeededToDelete: 'Enter your password to delete your account',
  deletePasswordWrong: 'The password is incorrect. Your account was not deleted.',
} as const;

/** 429 answer for repeated failed logins; the same for known and unknown e-mails. */
export function tooManyLoginAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed login attempts. Please wait ${minutes <= 1 ? 'a minute' : `${minutes} minutes`} and try again, or reset your password.`;
}

/**
 * How both apps show a 5xx answer's request id (its `requestId`, also the X-Request-Id
 * header): a reference the person can quote to support, who find the request's log lines by it.
 */
export const errorReference = (requestId: string) => `Reference: ${requestId}`;

export const ERRORS = {
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  internal: 'Something went wrong on our side. Please try again.',
  /** The database or Redis cannot be reached (503). */
  serviceUnavailable: 'Ledgerleaf is briefly unavailable. Please try again in a minute.',
  /** Storing an upload failed on our side (disk full, permissions): the details are logged, never sent. */
  uploadStorageFailed: 'The file could not be stored right now. Please try again in a few minutes.',
  /** A multipart body the parser could not read (its own text is not sent). */
  uploadUnreadable: 'The upload could not be read: send it as multipart/form-data with well-formed parts.',
  notFound: 'Not found',
  bodyTooDeep: `The request body is nested too deeply (at most ${INPUT_LIMITS.maxJsonDepth} levels of objects and arrays).`,
  jsonRequired: 'Send the request body as JSON, with Content-Type: application/json.',
} as const;

export const TOASTS = {
  loginFailed: 'Login failed',
  logoutFailed: 'Logout failed',
  registrationFailed: 'Registration failed',
} as const;

/** Staff handling of call requests and messages: API answers and console texts (admin-spec tabs 5 and 7). */
export const CONTACT_ADMIN_MESSAGES = {
  callRequestStatusInvalid: 'Status must be pending or completed',
  messageStatusInvalid: 'Status must be read',
  messageStatusFilterInvalid: 'Status must be read or unread',
  messageCannotBeUnread: 'A message cannot be marked as unread: read is final',
  callRequestNotFound: 'Call request not found',
  messageNotFound: 'Message not found',
  callRequestStatusUpdated: 'Call request status updated',
  callRequestStatusFailed: 'Failed to update status',
  messageStatusUpdated: 'Message status updated',
  messageStatusFailed: 'Failed to update message status',
  noCallRequests: 'No call requests yet',
  noMessages: 'No messages yet',
} as const;

/** Toasts of the public forms (client-spec section 8). */
export const CONTACT_TOASTS = {
  callRequestFailed: 'Failed to submit request. Please try again.',
  callRequestSent: "Your call request has been submitted. We'll contact you soon!",
  messageFailed: 'Failed to send message. Please try again.',
  messageSent: 'Your message has been sent successfully!',
} as const;

export const NOT_FOUND = {
  title: '404 Page Not Found',
  hint: 'Did you forget to add the page to the router?',
} as const;

export const THANK_YOU = {
  title: 'Thank You for Joining Ledgerleaf!',
  activated: 'Your subscription has been activated successfully.',
  dashboardButton: 'Go to My Dashboard',
} as const;

/** Toasts, titles and fixed texts of the client's account and billing screens (client-spec sections 2, 8, 9). */
export const ACCOUNT_TEXTS = {
  errorTitle: 'Error',
  successTitle: 'Success',
  registrationFailedFallback: 'Failed to register. Please try again.',
  couponRegisteredTitle: 'Welcome to Ledgerleaf!',
  couponRegistered: 'Coupon applied: your account has annual access at no charge.',
  couponValid: 'Coupon applied: annual plan included',
  resetEmailSentTitle: 'Reset Email Sent',
  resetEmailFailed: 'Failed to send reset email',
  resetFailed: 'Failed to reset password',
  resetSucceededTitle: 'Password Reset Successful',
  resetSucceeded: 'Log in with your new password.',
  questionnaireTitle: 'Tax Information Required',
  questionnaireSucceeded: 'Tax questionnaire submitted successfully',
  questionnaireFailed: 'Failed to submit questionnaire',
  checkoutFailedTitle: 'Payment Error',
  checkoutSessionFailed: 'Failed to create checkout session',
  checkoutNoUrl: 'No checkout URL received',
  checkoutPaymentFailed: 'Failed to process payment. Please try again.',
  choosePlanBanner: 'Choose a plan to activate your account',
  profileUpdated: 'Profile updated',
  profileUpdateFailed: 'Failed to update profile',
  passwordUpdated: 'Password updated',
  passwordUpdateFailed: 'Failed to update password',
  accountDeleted: 'Account deleted',
  accountDeleteFailed: 'Failed to delete account',
} as const;

/** Staff two-factor login: API answers and the console's Security page (issue 7). */
export const MFA_MESSAGES = {
  staffOnly: 'Two-factor login is for staff accounts.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeInvalid: 'That code is not valid. Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
  setupCodeInvalid: 'That code does not match. Check that your authenticator app shows a code for Ledgerleaf and try again.',
  noPendingLogin: 'Your login has timed out. Enter your email and password again.',
  noSetupInProgress: 'Start the setup again: there is no new authenticator secret to confirm.',
  notEnabled: 'Two-factor login is not turned on for this account.',
  enrolmentRequired: 'Turn on two-factor login before using the console: open Security in the staff console.',
  enabled: 'Two-factor login is on.',
  disabled: 'Two-factor login is off.',
  passwordWrong: 'Current password is incorrect',
  tooManyAttempts: (retryAfterSeconds: number) =>
    `Too many wrong codes. Please wait ${Math.ceil(retryAfterSeconds / 60) <= 1 ? 'a minute' : `${Math.ceil(retryAfterSeconds / 60)} minutes`} and try again.`,
} as const;

/** Texts of the two-factor screens: the login's second step (customer site) and the console's Security page. */
export const MFA_TEXTS = {
  codeStepTitle: 'Two-factor login',
  codeStepHelp: 'Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.',
  codeLabel: 'Authentication code',
  verify: 'Verify',
  verifying: 'Verifying...',
  startOver: 'Use another account',
  pageTitle: 'Two-factor login',
  statusOn: 'Two-factor login is on for your account.',
  statusOff: 'Two-factor login is off. Turn it on so that a stolen password alone cannot open the console.',
  requiredNotice: 'Ledgerleaf requires two-factor login for staff. Set it up to continue to the console.',
  recoveryCodesLeft: (count: number) => `${count} unused recovery code${count === 1 ? '' : 's'} left.`,
  loadFailed: 'The two-factor settings could not be loaded.',
  start: 'Set up two-factor login',
  restart: 'Set up a new authenticator',
  starting: 'Preparing...',
  scanQr: 'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...), or type the secret by hand.',
  qrAlt: 'QR code for your authenticator app',
  secretLabel: 'Secret (to type by hand)',
  confirm: 'Turn on',
  confirming: 'Turning on...',
  recoveryTitle: 'Your recovery codes',
  recoveryHelp: 'Each code logs you in once if you lose your phone. Store them somewhere safe now: they are not shown again.',
  copy: 'Copy codes',
  copied: 'Recovery codes copied',
  copyFailed: 'Copying failed: select the codes and copy them by hand.',
  recoverySaved: 'I have saved my recovery codes',
  disableTitle: 'Turn off two-factor login',
  disablePassword: 'Current password',
  disable: 'Turn off',
  disabling: 'Turning off...',
  failed: 'Something went wrong. Please try again.',
} as const;
