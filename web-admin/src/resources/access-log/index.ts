import { lazy } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ResourceProps } from 'react-admin';

/** Who of the staff read or changed which client's data (owners only). */
export const accessLog = {
  name: 'access-log',
  icon: VisibilityIcon,
  options: { label: 'resources.access-log.name' },
  list: lazy(() => import('./access-log-list')),
} satisfies ResourceProps;
