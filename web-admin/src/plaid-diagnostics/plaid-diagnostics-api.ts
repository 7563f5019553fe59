import type { TestConnectionResponse, TestCredentialsResponse, TestInstitutionNameRequest, TestInstitutionNameResponse } from '@ledgerleaf/contracts';
import { API_URL, requestJson, sendJson } from '../http-client';

const PLAID_API_URL = `${API_URL}/plaid`;

/** Plaid diagnostics (admin-spec 2 and 7): staff-only calls under /api/plaid. */
export const plaidDiagnosticsApi = {
  testPlaidCredentials: () => requestJson<TestCredentialsResponse>(`${PLAID_API_URL}/test-credentials`),
  testPlaidConnection: () => requestJson<TestConnectionResponse>(`${PLAID_API_URL}/test-connection`),
  testInstitutionName: (request: TestInstitutionNameRequest) =>
    sendJson<TestInstitutionNameResponse>('POST', `${PLAID_API_URL}/test-institution-name`, request),
};
