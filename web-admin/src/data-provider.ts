import type { DataProvider, Identifier } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { AdminStats, AdminSubmissionView, CallRequestRow, CallRequestStatus, ContactMessageRow } from '@ledgerleaf/contracts';
import { httpClient } from './http-client';
import { isSubmissionQueue, SUBMISSION_QUEUES } from './resources/submissions/submission-queues';

export const ADMIN_API_URL = '/api/admin';
const API_URL = '/api';

const patchJson = <T>(url: string, body: object) =>
  httpClient(url, { method: 'PATCH', body: JSON.stringify(body) }).then(({ json }) => ({ data: json as T }));

// Workflow calls (approve, reject, markComplete, categorize…) join this object as named
// methods instead of overloading update; screens reach them through
// useDataProvider<AdminDataProvider>().
const rest = simpleRestProvider(ADMIN_API_URL, httpClient);

const postResultFiles = (id: Identifier, path: 'complete' | 'updated-files', pdf: File, csv: File) => {
  const body = new FormData();
  body.append('pdf', pdf, pdf.name);
  body.append('csv', csv, csv.name);
  return httpClient(`${ADMIN_API_URL}/submissions/${id}/${path}`, { method: 'POST', body }).then(({ json }) => ({ data: json as AdminSubmissionView }));
};

export const dataProvider = {
  ...rest,
  // The three submission queues are one API resource with a status filter.
  getList: (resource: string, params: Parameters<DataProvider['getList']>[1]) =>
    isSubmissionQueue(resource)
      ? rest.getList('submissions', { ...params, filter: { ...params.filter, status: SUBMISSION_QUEUES[resource] } })
      : rest.getList(resource, params),
  getOne: (resource: string, params: Parameters<DataProvider['getOne']>[1]) => rest.getOne(isSubmissionQueue(resource) ? 'submissions' : resource, params),
  getMany: (resource: string, params: Parameters<DataProvider['getMany']>[1]) => rest.getMany(isSubmissionQueue(resource) ? 'submissions' : resource, params),
  markComplete: (id: Identifier, pdf: File, csv: File) => postResultFiles(id, 'complete', pdf, csv),
  submitUpdatedFiles: (id: Identifier, pdf: File, csv: File) => postResultFiles(id, 'updated-files', pdf, csv),
  setCallRequestStatus: (id: Identifier, status: CallRequestStatus) =>
    patchJson<CallRequestRow>(`${API_URL}/call-requests/${id}`, { status }),
  markMessageRead: (id: Identifier) => patchJson<ContactMessageRow>(`${API_URL}/messages/${id}`, { status: 'read' }),
  getAdminStats: () => httpClient(`${ADMIN_API_URL}/stats`).then(({ json }) => json as AdminStats),
} satisfies DataProvider;

export type AdminDataProvider = typeof dataProvider;
