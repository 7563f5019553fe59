import type { AdminStats } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, requestJson } from '../http-client';

/** The counts the API keeps for the dashboard. */
export const dashboardApi = {
  getAdminStats: () => requestJson<AdminStats>(`${ADMIN_API_URL}/stats`),
};
