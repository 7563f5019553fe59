// Every namespace of the SPA's catalogue. Add a namespace: a file beside this one exporting
// { 'en-CA': {...}, 'fr-CA': {...} }, listed here.
import { account } from './account';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { landing } from './landing';
import { layout } from './layout';
import { receipts } from './receipts';
import { validation } from './validation';
// i18n-client-books
import { bank } from './bank';
import { billing } from './billing';
import { books } from './books';
import { categories } from './categories';
import { csv } from './csv';
import { ledger } from './ledger';
// demo-fr
import { taxProfile } from './tax-profile';
// i18n-client-account
import { contact } from './contact';
import { conversation } from './conversation';
import { legal } from './legal';
import { questions } from './questions';
// i18n-client-reports
import { reports } from './reports';
import { submissions } from './submissions';
import { tax } from './tax';

export const NAMESPACES = {
  account,
  auth,
  common,
  dashboard,
  landing,
  layout,
  receipts,
  validation,
  // i18n-client-books
  bank,
  billing,
  books,
  categories,
  csv,
  ledger,
  // demo-fr
  taxProfile,
  // i18n-client-account
  contact,
  conversation,
  legal,
  questions,
  // i18n-client-reports
  reports,
  submissions,
  tax,
} as const;
