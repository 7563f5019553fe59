import type { Identifier } from 'react-admin';
import type { ContactMessageRow } from '@ledgerleaf/contracts';
import { API_URL, sendJson } from '../../http-client';

/** admin-spec tab 7: read is final, so the only change is to read. */
export const messagesApi = {
  markMessageRead: (id: Identifier) => sendJson<ContactMessageRow>('PATCH', `${API_URL}/messages/${id}`, { status: 'read' }).then((data) => ({ data })),
};
