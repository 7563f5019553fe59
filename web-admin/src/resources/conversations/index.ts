import { lazy } from 'react';
import InboxIcon from '@mui/icons-material/Inbox';
import type { ResourceProps } from 'react-admin';

/** The inbox: threads waiting for a staff answer (GET /api/admin/conversations). */
export const conversations = {
  name: 'conversations',
  icon: InboxIcon,
  options: { label: 'resources.conversations.name' },
  list: lazy(() => import('./inbox-list')),
} satisfies ResourceProps;
