import type { DataProvider, Identifier } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type {
  AdminStats,
  CallRequestRow,
  CallRequestStatus,
  ContactMessageRow,
  TestConnectionResponse,
  TestCredentialsResponse,
  TestInstitutionNameRequest,
  TestInstitutionNameResponse,
} from '@ledgerleaf/contracts';
import { httpClient } from './http-client';

export const ADMIN_API_URL = '/api/admin';
const API_URL = '/api';

const patchJson = <T>(url: string, body: object) =>
  httpClient(url, { method: 'PATCH', body: JSON.stringify(body) }).then(({ json }) => ({ data: json as T }));

// Workflow calls (approve, reject, markComplete, categorize…) join this object as named
// methods instead of overloading update; screens reach them through
// useDataProvider<AdminDataProvider>().
export const dataProvider = {
  ...simpleRestProvider(ADMIN_API_URL, httpClient),
  setCallRequestStatus: (id: Identifier, status: CallRequestStatus) =>
    patchJson<CallRequestRow>(`${API_URL}/call-requests/${id}`, { status }),
  markMessageRead: (id: Identifier) => patchJson<ContactMessageRow>(`${API_URL}/messages/${id}`, { status: 'read' }),
  getAdminStats: () => httpClient(`${ADMIN_API_URL}/stats`).then(({ json }) => json as AdminStats),
  // Plaid diagnostics (admin-spec 2 and 7): staff-only calls under /api/plaid.
  testPlaidCredentials: () => httpClient(`${API_URL}/plaid/test-credentials`).then(({ json }) => json as TestCredentialsResponse),
  testPlaidConnection: () => httpClient(`${API_URL}/plaid/test-connection`).then(({ json }) => json as TestConnectionResponse),
  testInstitutionName: (request: TestInstitutionNameRequest) =>
    httpClient(`${API_URL}/plaid/test-institution-name`, { method: 'POST', body: JSON.stringify(request) }).then(
      ({ json }) => json as TestInstitutionNameResponse,
    ),
} satisfies DataProvider;

export type AdminDataProvider = typeof dataProvider;
