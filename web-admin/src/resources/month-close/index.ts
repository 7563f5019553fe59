import { lazy } from 'react';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type { ResourceProps } from 'react-admin';
import { MONTH_CLOSE_RESOURCE } from './month-close-api';

// The month-close board (issue 28, point 5): which clients are ready to approve.
export const monthClose = {
  name: MONTH_CLOSE_RESOURCE,
  icon: EventAvailableIcon,
  options: { label: 'resources.month-close.name' },
  list: lazy(() => import('./month-close-list')),
} satisfies ResourceProps;
