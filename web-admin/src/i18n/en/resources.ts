import { CONVERSATION_TEXTS, QUESTION_TEXTS, RECONCILIATION_TEXTS, REPORT_ADMIN_TEXTS as R, SUBMISSION_ADMIN_TEXTS as S } from '@ledgerleaf/contracts';

/** Each resource's name, as the menu and the list titles show it. */
export const resources = {
  resources: {
    'monthly-reports': { name: R.monthlyReportsTitle },
    'rejected-reports': { name: R.rejectedReportsTitle },
    'historical-reports': { name: R.historicalReportsTitle },
    'pending-submissions': { name: S.pendingTitle },
    'completed-submissions': { name: S.completedTitle },
    'edit-requests': { name: S.editRequestsTitle },
    'call-requests': { name: 'Call Requests' },
    messages: { name: 'Messages' },
    users: { name: 'Users' },
    'year-end-packages': { name: 'Year-end packages' },
    receipts: { name: 'Receipts' },
    questions: { name: QUESTION_TEXTS.menuLabel },
    conversations: { name: CONVERSATION_TEXTS.inboxLabel },
    'month-close': { name: RECONCILIATION_TEXTS.monthCloseTitle },
    'csv-uploads': { name: 'CSV Uploads' },
    'access-log': { name: 'Access log' },
    staff: { name: 'Staff' },
  },
};
