import type { StaffMfaDisableRequest, StaffMfaRecoveryCodes, StaffMfaSetup, StaffMfaStatus } from '@ledgerleaf/contracts';
import { API_URL, requestJson, sendJson } from '../http-client';

const STAFF_MFA_URL = `${API_URL}/staff/mfa`;

/** The signed-in staff member's own two-factor login (the Security page). */
export const staffMfaApi = {
  getStaffMfaStatus: () => requestJson<StaffMfaStatus>(STAFF_MFA_URL),
  startStaffMfaSetup: () => sendJson<StaffMfaSetup>('POST', `${STAFF_MFA_URL}/setup`, {}),
  enableStaffMfa: (code: string) => sendJson<StaffMfaRecoveryCodes>('POST', `${STAFF_MFA_URL}/enable`, { code }),
  disableStaffMfa: (request: StaffMfaDisableRequest) => sendJson('POST', `${STAFF_MFA_URL}/disable`, request).then(() => undefined),
};
