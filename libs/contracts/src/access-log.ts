/** What staff read or changed of a client's data, in the access log (issue 29, point 4). */
export const ACCESS_LOG_KINDS = [
  'books',
  'ledger',
  'report',
  'report-file',
  'file',
  'worksheet',
  'export',
  'conversation',
  'profile',
  'tax',
  'year-end',
  'submission',
  'upload',
  'receipt',
  'data-export',
] as const;
export type AccessLogKind = (typeof ACCESS_LOG_KINDS)[number];
export type AccessLogAction = 'read' | 'change';

/** Rows per page of the client's `GET /api/user/access-log?page=`. */
export const ACCESS_LOG_PAGE_SIZE = 25;

/** One row of the client's own log: who, in what role, what in plain words, when. No addresses. */
export interface AccessLogItem {
  id: string;
  at: string;
  staffName: string;
  /** owner, bookkeeper, reviewer, or job (automated work named by its job). */
  staffRole: string;
  what: string;
}

export interface AccessLogPage {
  items: AccessLogItem[];
  page: number;
  pageSize: number;
  total: number;
}

/** A row of the console's access log (owners only): everything, address included. */
export interface AdminAccessLogRow {
  id: string;
  at: string;
  staffUserId: number | null;
  staffName: string;
  staffRole: string;
  clientUserId: number;
  clientName: string;
  action: AccessLogAction;
  route: string;
  objectKind: string;
  objectRef: string | null;
  ip: string | null;
  what: string;
}

const READ: Record<AccessLogKind, (label: string | null) => string> = {
  books: () => 'Opened your books',
  ledger: () => 'Opened your transactions',
  report: (l) => (l ? `Opened your ${l} report` : 'Opened your monthly reports'),
  'report-file': (l) => (l ? `Downloaded your ${l} report` : 'Downloaded a report of yours'),
  file: (l) => (l ? `Downloaded your file “${l}”` : 'Downloaded one of your files'),
  worksheet: () => 'Opened your GST/HST worksheets',
  export: () => 'Exported your books for your accountant',
  conversation: () => 'Read your conversation with the firm',
  profile: () => 'Opened your profile',
  tax: () => 'Opened your tax settings',
  'year-end': (l) => (l ? `Opened your year-end package (${l})` : 'Opened your year-end package'),
  submission: () => 'Opened one of your submissions',
  upload: (l) => (l ? `Opened your CSV upload “${l}”` : 'Opened one of your CSV uploads'),
  receipt: (l) => (l ? `Opened your receipt “${l}”` : 'Opened your receipts'),
  'data-export': () => 'Looked at your exports of all your data',
};

const CHANGE: Record<AccessLogKind, (label: string | null) => string> = {
  books: () => 'Changed your books',
  ledger: () => 'Changed a transaction in your books',
  report: (l) => (l ? `Worked on your ${l} report` : 'Worked on your monthly reports'),
  'report-file': (l) => (l ? `Replaced a file of your ${l} report` : 'Replaced a file of one of your reports'),
  file: () => 'Changed one of your files',
  worksheet: () => 'Changed your GST/HST worksheets',
  export: () => 'Exported your books for your accountant',
  conversation: () => 'Wrote in your conversation with the firm',
  profile: () => 'Changed your profile',
  tax: () => 'Changed your tax settings',
  'year-end': (l) => (l ? `Worked on your year-end package (${l})` : 'Worked on your year-end package'),
  submission: () => 'Worked on one of your submissions',
  upload: (l) => (l ? `Worked on your CSV upload “${l}”` : 'Worked on one of your CSV uploads'),
  receipt: (l) => (l ? `Worked on your receipt “${l}”` : 'Worked on one of your receipts'),
  'data-export': () => 'Exported all your data for you',
};

/** The client's words for a row: "Opened your books", "Downloaded your October 2026 report". */
export function describeAccess(kind: string, action: string, label: string | null): string {
  const words = (action === 'change' ? CHANGE : READ)[kind as AccessLogKind];
  return words ? words(label) : action === 'change' ? 'Changed some of your data' : 'Looked at some of your data';
}
