import { lazy } from 'react';
import InboxIcon from '@mui/icons-material/Inbox';
import type { ResourceProps } from 'react-admin';
import { CONVERSATION_TEXTS } from '@ledgerleaf/contracts';

/** The inbox: threads waiting for a staff answer (GET /api/admin/conversations). */
export const conversations = {
  name: 'conversations',
  icon: InboxIcon,
  options: { label: CONVERSATION_TEXTS.inboxLabel },
  list: lazy(() => import('./inbox-list')),
} satisfies ResourceProps;
