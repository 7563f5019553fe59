import { ACCOUNT_MANAGER_TEXTS, BRAND, REPORT_ADMIN_TEXTS as R, SUBMISSION_ADMIN_TEXTS as S, TOASTS } from '@ledgerleaf/contracts';

/** The shell (app bar, menu) and the components every screen shares. */
export const common = {
  ledgerleaf: {
    layout: {
      title: `${BRAND.name} Staff Console`,
      backToSite: 'Back to site',
      loading: 'Loading',
      language: 'Language',
      security: 'Security',
      queues: 'Queues',
      logoutFailed: TOASTS.logoutFailed,
    },
    common: {
      month: 'Month',
      retry: 'Retry',
      accountManager: 'Account manager',
      myClients: ACCOUNT_MANAGER_TEXTS.myClients,
      allClients: 'All clients',
      uncategorized: 'Uncategorized',
      fileNotFoundTitle: S.fileNotFoundTitle,
      downloadErrorTitle: S.downloadErrorTitle,
      reportPending: R.pending,
      reportApproved: R.approved,
      reportRejected: R.rejected,
    },
  },
};
