// Every user-facing message from the specification. The API's answers are rendered from the
// catalogues (i18n/catalogues, English and French, issue 31): these English constants are
// derived from them, so each text has one place. The apps show toasts from here.

import { INPUT_LIMITS } from './constants.js';
import { account } from './i18n/catalogues/account.js';
import { auth } from './i18n/catalogues/auth.js';
import { errors } from './i18n/catalogues/errors.js';
import { validation } from './i18n/catalogues/validation.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

export const VALIDATION = renderEnglishTexts(validation['en-CA']);

export const AUTH_MESSAGES = renderEnglishTexts(auth['en-CA']);

/** Answers of GET /api/metrics and the readiness probe (issue 25). */
export const OPERATIONS_MESSAGES = {
  ...renderEnglishTexts(errors['en-CA'].operations),
  migrationsPending: (count: number) => renderEnglish(errors['en-CA'], 'operations.migrationsPending', { count }),
};

/** Answers of the account, billing and password endpoints (issue 3); PATCH /api/user/profile and DELETE /api/user (issue 7). */
export const ACCOUNT_MESSAGES = renderEnglishTexts(account['en-CA']);

/** 429 answer for repeated failed logins; the same for known and unknown e-mails. */
export function tooManyLoginAttemptsMessage(retryAfterSeconds: number): string {
  return renderEnglish(auth['en-CA'], 'tooManyLoginAttempts', { count: Math.ceil(retryAfterSeconds / 60) });
}

/**
 * How both apps show a 5xx answer's request id (its `requestId`, also the X-Request-Id
 * header): a reference the person can quote to support, who find the request's log lines by it.
 */
export const errorReference = (requestId: string) => renderEnglish(errors['en-CA'], 'errorReference', { requestId });

/** The general answers; "The database or Redis cannot be reached" is `serviceUnavailable` (503), a failed upload store `uploadStorageFailed`. */
export const ERRORS = renderEnglishTexts(errors['en-CA'], { maxDepth: INPUT_LIMITS.maxJsonDepth });

export const TOASTS = {
  loginFailed: 'Login failed',
  logoutFailed: 'Logout failed',
  registrationFailed: 'Registration failed',
} as const;

/** Staff handling of call requests and messages: API answers and console texts (admin-spec tabs 5 and 7). */
export const CONTACT_ADMIN_MESSAGES = renderEnglishTexts(errors['en-CA'].contactAdmin);

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
  ...renderEnglishTexts(auth['en-CA'].mfa),
  tooManyAttempts: (retryAfterSeconds: number) => renderEnglish(auth['en-CA'], 'mfa.tooManyAttempts', { count: Math.ceil(retryAfterSeconds / 60) }),
};

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
