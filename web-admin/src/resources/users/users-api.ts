import type { Identifier } from 'react-admin';
import type { AiUsageResponse } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, requestJson } from '../../http-client';

/** A client's AI tokens this month against the cap. */
export const usersApi = {
  getUserAiUsage: (id: Identifier) => requestJson<AiUsageResponse>(`${ADMIN_API_URL}/users/${id}/ai-usage`),
};
