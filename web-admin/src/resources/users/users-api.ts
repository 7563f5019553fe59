import type { Identifier } from 'react-admin';
import type { AccountManagerAssignmentRequest, AiUsageResponse, ClientAccountManagerResponse, StaffMember } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, requestJson, sendJson } from '../../http-client';

/** A client's AI tokens this month against the cap; their account manager, its history, and an owner's reassignment. */
export const usersApi = {
  getUserAiUsage: (id: Identifier) => requestJson<AiUsageResponse>(`${ADMIN_API_URL}/users/${id}/ai-usage`),
  getClientAccountManager: (id: Identifier) => requestJson<ClientAccountManagerResponse>(`${ADMIN_API_URL}/users/${id}/account-manager`),
  assignAccountManager: (id: Identifier, request: AccountManagerAssignmentRequest) =>
    sendJson<ClientAccountManagerResponse>('PUT', `${ADMIN_API_URL}/users/${id}/account-manager`, request),
  /** The bookkeepers an owner may assign (the Staff list is owners' only, like the assignment). */
  getActiveBookkeepers: async (): Promise<StaffMember[]> =>
    (await requestJson<StaffMember[]>(`${ADMIN_API_URL}/staff`)).filter((member) => member.active && member.role === 'bookkeeper'),
};
