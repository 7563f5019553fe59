import type { Identifier } from 'react-admin';
import type { StaffChangeRequest, StaffInvitationRequest, StaffMember } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, sendJson } from '../../http-client';

/** Staff management (owners): an invitation, and a role or active change. */
export const staffApi = {
  inviteStaff: (invitation: StaffInvitationRequest) =>
    sendJson<StaffMember>('POST', `${ADMIN_API_URL}/staff/invitations`, invitation).then((data) => ({ data })),
  changeStaff: (id: Identifier, change: StaffChangeRequest) =>
    sendJson<StaffMember>('PATCH', `${ADMIN_API_URL}/staff/${id}`, change).then((data) => ({ data })),
};
