import { personName } from '@ledgerleaf/contracts';
import { lazy } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';

/** Owners only: the console registers it for the 'owner' permission (the API refuses others too). */
export const staff = {
  name: 'staff',
  icon: BadgeIcon,
  options: { label: 'resources.staff.name' },
  list: lazy(() => import('./staff-list')),
  recordRepresentation: (member: { firstName: string; lastName: string }) => personName(member),
} satisfies ResourceProps;
