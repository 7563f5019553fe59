import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceProps } from 'react-admin';
import { RECEIPTS_RESOURCE } from './receipts-api';

export const receipts = {
  name: RECEIPTS_RESOURCE,
  icon: ReceiptLongIcon,
  options: { label: 'resources.receipts.name' },
  list: lazy(() => import('./receipt-list')),
  show: lazy(() => import('./receipt-show')),
} satisfies ResourceProps;
