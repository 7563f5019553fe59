import { HttpError, type DataProvider, type GetListParams, type GetListResult, type Identifier } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type {
  AdminMonthlyReportDto,
  AdminStats,
  AdminSubmissionView,
  CallRequestRow,
  CallRequestStatus,
  CategoryInput,
  ContactMessageRow,
  CsvCategorizeResponse,
  CsvPreviewRow,
  CsvUploadResponse,
  ReportCorrectionRequest,
  ReportFileKind,
  ReportOverrideKind,
  ReportTransactionRow,
  TestConnectionResponse,
  TestCredentialsResponse,
  TestInstitutionNameRequest,
  TestInstitutionNameResponse,
  UserCategoriesResponse,
  StaffMfaDisableRequest,
  StaffMfaRecoveryCodes,
  StaffMfaSetup,
  StaffMfaStatus,
} from '@ledgerleaf/contracts';
import { httpClient } from './http-client';
import { isSubmissionQueue, SUBMISSION_QUEUES } from './resources/submissions/submission-queues';
import { isReportList, reportListPath, type ReportList } from './resources/monthly-reports/report-lists';

export const ADMIN_API_URL = '/api/admin';
const API_URL = '/api';

const CSV_API_URL = `${ADMIN_API_URL}/csv`;
const REPORTS_API_URL = `${ADMIN_API_URL}/reports`;
const STAFF_MFA_URL = `${API_URL}/staff/mfa`;

// Lists whose path is not the resource name: the spec puts the staff CSV list at /api/admin/csv/uploads.
const LIST_PATHS: Partial<Record<string, string>> = { 'csv-uploads': 'csv/uploads' };

const restProvider = simpleRestProvider(ADMIN_API_URL, httpClient);

/** A file answer (not JSON), with the API's error body turned into an HttpError like fetchJson does. */
const fetchBlob = async (url: string): Promise<Blob> => {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // plain text stays as it is
    }
    throw new HttpError((body as { error?: string })?.error ?? res.statusText, res.status, body);
  }
  return res.blob();
};

const patchJson = <T>(url: string, body: object) =>
  httpClient(url, { method: 'PATCH', body: JSON.stringify(body) }).then(({ json }) => ({ data: json as T }));

// Workflow calls (approve, reject, markComplete, categorize…) join this object as named
// methods instead of overloading update; screens reach them through
// useDataProvider<AdminDataProvider>().
const postResultFiles = (id: Identifier, path: 'complete' | 'updated-files', pdf: File, csv: File) => {
  const body = new FormData();
  body.append('pdf', pdf, pdf.name);
  body.append('csv', csv, csv.name);
  return httpClient(`${ADMIN_API_URL}/submissions/${id}/${path}`, { method: 'POST', body }).then(({ json }) => ({ data: json as AdminSubmissionView }));
};

/**
 * The report lists answer whole arrays (no Content-Range): react-admin's page is cut here,
 * so its pagination and the menu badges (the total) work as on the other lists.
 */
const getReportList = async (resource: ReportList, params: GetListParams): Promise<GetListResult> => {
  const path = reportListPath(resource, params.filter ?? {});
  if (!path) return { data: [], total: 0 };
  const { json } = await httpClient(`${REPORTS_API_URL}/${path}`);
  const rows = json as AdminMonthlyReportDto[];
  const { page, perPage } = params.pagination ?? { page: 1, perPage: rows.length };
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
};

const postReport = <T>(id: Identifier, path: string, body: object | FormData) =>
  httpClient(`${REPORTS_API_URL}/${id}/${path}`, { method: 'POST', body: body instanceof FormData ? body : JSON.stringify(body) }).then(
    ({ json }) => json as T,
  );

export const dataProvider = {
  ...restProvider,
  // The three submission queues are one API resource with a status filter; some lists live at another path.
  getList: (resource: string, params: GetListParams): Promise<GetListResult> =>
    isReportList(resource)
      ? getReportList(resource, params)
      : isSubmissionQueue(resource)
      ? restProvider.getList('submissions', { ...params, filter: { ...params.filter, status: SUBMISSION_QUEUES[resource] } })
      : restProvider.getList(LIST_PATHS[resource] ?? resource, params),
  getOne: (resource: string, params: Parameters<DataProvider['getOne']>[1]) => restProvider.getOne(isSubmissionQueue(resource) ? 'submissions' : resource, params),
  getMany: (resource: string, params: Parameters<DataProvider['getMany']>[1]) => restProvider.getMany(isSubmissionQueue(resource) ? 'submissions' : resource, params),
  markComplete: (id: Identifier, pdf: File, csv: File) => postResultFiles(id, 'complete', pdf, csv),
  submitUpdatedFiles: (id: Identifier, pdf: File, csv: File) => postResultFiles(id, 'updated-files', pdf, csv),
  setCallRequestStatus: (id: Identifier, status: CallRequestStatus) =>
    patchJson<CallRequestRow>(`${API_URL}/call-requests/${id}`, { status }),
  markMessageRead: (id: Identifier) => patchJson<ContactMessageRow>(`${API_URL}/messages/${id}`, { status: 'read' }),
  /** POST /api/admin/csv/upload: the file and the page's categories (none sent: the server uses the staff member's own). */
  uploadCsv: (file: File, categories: readonly CategoryInput[]) => {
    const body = new FormData();
    body.append('csvFile', file, file.name);
    if (categories.length) body.append('categories', JSON.stringify(categories));
    return httpClient(`${CSV_API_URL}/upload`, { method: 'POST', body }).then(({ json }) => json as CsvUploadResponse);
  },
  /** 200 with processedCount when done within a few seconds, else 202 while the job runs on. */
  categorizeCsvUpload: (id: Identifier) =>
    httpClient(`${CSV_API_URL}/categorize/${id}`, { method: 'POST', body: '{}' }).then(({ json }) => json as CsvCategorizeResponse),
  deleteCsvUpload: (id: Identifier) => httpClient(`${CSV_API_URL}/upload/${id}`, { method: 'DELETE' }).then(() => ({ id })),
  downloadCsvUpload: (id: Identifier) => fetchBlob(`${CSV_API_URL}/download/${id}`),
  /** A staff correction: the row takes the category and the client's memory learns the merchant. */
  correctCsvRow: (rowId: Identifier, category: string) =>
    httpClient(`${CSV_API_URL}/transactions/${rowId}`, { method: 'PUT', body: JSON.stringify({ category }) }).then(
      ({ json }) => json as CsvPreviewRow,
    ),
  // Monthly reports (admin-spec tabs 1, 6 and 9).
  approveReport: (id: Identifier, adminNotes: string) =>
    postReport<AdminMonthlyReportDto>(id, 'update-status', { status: 'approved', ...(adminNotes.trim() ? { adminNotes } : {}) }),
  rejectReport: (id: Identifier, adminNotes: string) => postReport<AdminMonthlyReportDto>(id, 'update-status', { status: 'rejected', adminNotes }),
  /** POST .../upload-override: multipart `file` and `fileType`; the API checks the CSV's header. */
  uploadReportOverride: (id: Identifier, fileType: ReportOverrideKind, file: File) => {
    const body = new FormData();
    body.append('fileType', fileType);
    body.append('file', file, file.name);
    return postReport<AdminMonthlyReportDto>(id, 'upload-override', body);
  },
  downloadReportFile: (id: Identifier, kind: ReportFileKind) => fetchBlob(`${API_URL}/downloads/monthly-report/${id}/${kind}`),
  getReportTransactions: (id: Identifier) => httpClient(`${REPORTS_API_URL}/${id}/transactions`).then(({ json }) => json as ReportTransactionRow[]),
  /** The report's client's own categories: what a correction may choose. */
  getReportCategories: (id: Identifier) => httpClient(`${REPORTS_API_URL}/${id}/categories`).then(({ json }) => (json as UserCategoriesResponse).categories),
  correctReportTransaction: (id: Identifier, correction: ReportCorrectionRequest) => postReport<AdminMonthlyReportDto>(id, 'corrections', correction),
  getAdminStats: () => httpClient(`${ADMIN_API_URL}/stats`).then(({ json }) => json as AdminStats),
  // Plaid diagnostics (admin-spec 2 and 7): staff-only calls under /api/plaid.
  testPlaidCredentials: () => httpClient(`${API_URL}/plaid/test-credentials`).then(({ json }) => json as TestCredentialsResponse),
  testPlaidConnection: () => httpClient(`${API_URL}/plaid/test-connection`).then(({ json }) => json as TestConnectionResponse),
  testInstitutionName: (request: TestInstitutionNameRequest) =>
    httpClient(`${API_URL}/plaid/test-institution-name`, { method: 'POST', body: JSON.stringify(request) }).then(
      ({ json }) => json as TestInstitutionNameResponse,
    ),
  // The signed-in staff member's own two-factor login (the Security page).
  getStaffMfaStatus: () => httpClient(STAFF_MFA_URL).then(({ json }) => json as StaffMfaStatus),
  startStaffMfaSetup: () => httpClient(`${STAFF_MFA_URL}/setup`, { method: 'POST', body: '{}' }).then(({ json }) => json as StaffMfaSetup),
  enableStaffMfa: (code: string) =>
    httpClient(`${STAFF_MFA_URL}/enable`, { method: 'POST', body: JSON.stringify({ code }) }).then(({ json }) => json as StaffMfaRecoveryCodes),
  disableStaffMfa: (request: StaffMfaDisableRequest) =>
    httpClient(`${STAFF_MFA_URL}/disable`, { method: 'POST', body: JSON.stringify(request) }).then(() => undefined),
} satisfies DataProvider;

export type AdminDataProvider = typeof dataProvider;
