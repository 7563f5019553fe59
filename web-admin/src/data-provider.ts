import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { dashboardApi } from './dashboard/dashboard-api';
import { ADMIN_API_URL, httpClient } from './http-client';
import { plaidDiagnosticsApi } from './plaid-diagnostics/plaid-diagnostics-api';
import { accessLogApi } from './resources/access-log/access-log-api';
import { callRequestsApi } from './resources/call-requests/call-requests-api';
import { CSV_UPLOADS_LIST_PATH, csvUploadsApi } from './resources/csv-uploads/csv-uploads-api';
import { messagesApi } from './resources/messages/messages-api';
import { questionsApi } from './resources/questions/questions-api';
import { conversationsApi } from './resources/conversations/conversations-api';
import { getReportList, monthlyReportsApi } from './resources/monthly-reports/monthly-reports-api';
import { isReportList } from './resources/monthly-reports/report-lists';
import { isSubmissionQueue, SUBMISSION_QUEUES } from './resources/submissions/submission-queues';
import { SUBMISSIONS_RESOURCE, submissionsApi } from './resources/submissions/submissions-api';
import { staffMfaApi } from './security/staff-mfa-api';
import { clientBooksApi } from './resources/users/client-books-api';
import { clientLedgerApi } from './resources/users/client-ledger-api';
import { clientReconciliationApi } from './resources/users/client-reconciliation-api';
import { getMonthCloseList, isMonthCloseList } from './resources/month-close/month-close-api';
import { clientTaxApi } from './resources/users/client-tax-api';
import { staffApi } from './resources/staff/staff-api';
import { usersApi } from './resources/users/users-api';
import { yearEndPackagesApi } from './resources/year-end-packages/year-end-packages-api';
import { receiptsApi } from './resources/receipts/receipts-api';

const restProvider = simpleRestProvider(ADMIN_API_URL, httpClient);

// Lists whose path is not the resource name.
const LIST_PATHS: Partial<Record<string, string>> = { 'csv-uploads': CSV_UPLOADS_LIST_PATH };

/** The API resource behind a console resource: the three submission queues are one. */
const apiResource = (resource: string) => (isSubmissionQueue(resource) ? SUBMISSIONS_RESOURCE : resource);

/**
 * ra-data-simple-rest on /api/admin, with each resource's workflow calls (approve, reject,
 * markComplete, categorize…) as named methods from its `<resource>-api.ts` instead of an
 * overloaded update; screens reach them through useDataProvider<AdminDataProvider>().
 */
export const dataProvider = {
  ...restProvider,
  getList: (resource: string, params: GetListParams): Promise<GetListResult> =>
    isReportList(resource)
      ? getReportList(resource, params)
      : isMonthCloseList(resource)
        ? getMonthCloseList(params)
        : isSubmissionQueue(resource)
          ? restProvider.getList(SUBMISSIONS_RESOURCE, { ...params, filter: { ...params.filter, status: SUBMISSION_QUEUES[resource] } })
          : restProvider.getList(LIST_PATHS[resource] ?? resource, params),
  getOne: (resource: string, params: Parameters<DataProvider['getOne']>[1]) => restProvider.getOne(apiResource(resource), params),
  getMany: (resource: string, params: Parameters<DataProvider['getMany']>[1]) => restProvider.getMany(apiResource(resource), params),
  ...submissionsApi,
  ...callRequestsApi,
  ...messagesApi,
  ...csvUploadsApi,
  ...monthlyReportsApi,
  ...dashboardApi,
  ...plaidDiagnosticsApi,
  ...staffMfaApi,
  ...usersApi,
  ...clientTaxApi,
  ...clientLedgerApi,
  ...clientBooksApi,
  ...clientReconciliationApi,
  ...yearEndPackagesApi,
  ...questionsApi,
  ...accessLogApi,
  ...conversationsApi,
  ...staffApi,
  ...receiptsApi,
} satisfies DataProvider;

/** The resource api files spread into the provider above, for the check that no name is taken twice. */
export const RESOURCE_APIS = [
  submissionsApi,
  callRequestsApi,
  messagesApi,
  csvUploadsApi,
  monthlyReportsApi,
  dashboardApi,
  plaidDiagnosticsApi,
  staffMfaApi,
  usersApi,
  clientTaxApi,
  clientLedgerApi,
  clientBooksApi,
  clientReconciliationApi,
  yearEndPackagesApi,
  receiptsApi,
  questionsApi,
  accessLogApi,
  conversationsApi,
  staffApi,
];

export type AdminDataProvider = typeof dataProvider;
