import type { Identifier } from 'react-admin';
import type { CallRequestRow, CallRequestStatus } from '@ledgerleaf/contracts';
import { API_URL, sendJson } from '../../http-client';

/** admin-spec tab 5: a call request's status changes on the public resource's path. */
export const callRequestsApi = {
  setCallRequestStatus: (id: Identifier, status: CallRequestStatus) =>
    sendJson<CallRequestRow>('PATCH', `${API_URL}/call-requests/${id}`, { status }).then((data) => ({ data })),
};
