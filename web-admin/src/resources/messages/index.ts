import { personName } from '@ledgerleaf/contracts';
import { lazy } from 'react';
import MailIcon from '@mui/icons-material/Mail';
import type { ResourceProps } from 'react-admin';

export const messages = {
  name: 'messages',
  icon: MailIcon,
  options: { label: 'resources.messages.name' },
  list: lazy(() => import('./message-list')),
  recordRepresentation: (message: { firstName: string; lastName: string }) => personName(message),
} satisfies ResourceProps;
