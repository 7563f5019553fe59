import { accessLog } from './i18n/catalogues/access-log.js';
import { accessDescriptions } from './i18n/catalogues/access-descriptions.js';
import { DEFAULT_LOCALE, type Locale } from './i18n/locale.js';
import { interpolate, renderEnglish, renderEnglishTexts } from './i18n/render.js';

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

/** The catalogue key of a kind: "report-file" → "reportFile". */
const kindKey = (kind: string) => kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * The client's words for a row: "Opened your books", "Downloaded your October 2026 report"; in
 * French « Consultation de vos livres » (issue 31). The texts are the `accessDescriptions`
 * catalogue's: a kind with a label uses its "…Of" form when it has one.
 */
export function describeAccess(kind: string, action: string, label: string | null, locale: Locale = DEFAULT_LOCALE): string {
  const texts: Readonly<Record<string, string>> = accessDescriptions[locale][action === 'change' ? 'change' : 'read'];
  const key = (ACCESS_LOG_KINDS as readonly string[]).includes(kind) ? kindKey(kind) : 'other';
  const text = (label && texts[`${key}Of`]) || texts[key];
  return interpolate(text, { label }, locale);
}

/** The access log's answers to a bad page or filter (the catalogue `accessLog`). */
export const ACCESS_LOG_MESSAGES = {
  ...renderEnglishTexts(accessLog['en-CA']),
  dayInvalid: (name: 'from' | 'to') => renderEnglish(accessLog['en-CA'], 'dayInvalid', { name }),
} as const;
