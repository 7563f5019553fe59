import frenchMessages from 'ra-language-french';
import { mergeCatalogue } from '../merge-catalogue';
import { clientPage } from './client-page';
import { common } from './common';
import { dashboard } from './dashboard';
import { monthClose } from './month-close';
import { resources } from './resources';
import { tax } from './tax';
import { users } from './users';
// i18n-client-books
import { ui } from './ui';
// i18n-admin-rest
import { firmWork } from './firm-work';
import { inbox } from './inbox';
import { ledger } from './ledger';
import { plaid } from './plaid';
import { receipts } from './receipts';
import { reconciliation } from './reconciliation';
import { reports } from './reports';
import { staff } from './staff';
import { submissions } from './submissions';
import { taxFiling } from './tax-filing';
import { uploads } from './uploads';

/** react-admin's French with the console's Canadian French catalogue, one file per area (the same areas as en/). */
export const fr = mergeCatalogue(
  frenchMessages,
  common,
  resources,
  dashboard,
  users,
  clientPage,
  tax,
  monthClose,
  // i18n-admin-rest
  reports,
  staff,
  inbox,
  receipts,
  uploads,
  submissions,
  firmWork,
  plaid,
  taxFiling,
  ledger,
  reconciliation,
  // i18n-client-books
  ui,
);
