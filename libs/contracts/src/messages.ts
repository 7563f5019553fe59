// Every user-facing message from the specification, in one place. The API returns
// validation messages from here; the apps show toasts from here.

export const VALIDATION = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email address',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 200 characters',
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
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  notAuthenticated: 'Please log in to continue.',
  adminOnly: 'This area is for Ledgerleaf staff only.',
  crossOrigin: 'This request came from another site and was refused.',
  loggedOut: 'Logged out',
} as const;

export const ERRORS = {
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found',
} as const;

export const TOASTS = {
  loginFailed: 'Login failed',
  logoutFailed: 'Logout failed',
  registrationFailed: 'Registration failed',
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
