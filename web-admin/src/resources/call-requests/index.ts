import { personName } from '@ledgerleaf/contracts';
import { lazy } from 'react';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import type { ResourceProps } from 'react-admin';

export const callRequests = {
  name: 'call-requests',
  icon: PhoneCallbackIcon,
  options: { label: 'resources.call-requests.name' },
  list: lazy(() => import('./call-request-list')),
  recordRepresentation: (call: { firstName: string; lastName: string }) => personName(call),
} satisfies ResourceProps;
