import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';

// Each view is its own chunk, so the shell loads without the code of every tab.
export const users = {
  name: 'users',
  icon: PeopleIcon,
  list: lazy(() => import('./user-list')),
  show: lazy(() => import('./user-show')),
  recordRepresentation: 'name',
} satisfies ResourceProps;

export { CLIENT_LEDGER_ROUTE } from './client-ledger-path';
export const ClientLedgerPage = lazy(() => import('./client-ledger-page'));

export { CLIENT_RECONCILIATION_ROUTE } from './client-reconciliation-path';
export const ClientReconciliationPage = lazy(() => import('./client-reconciliation-page'));
