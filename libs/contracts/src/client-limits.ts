// The per-client limits' answers (CLIENT_LIMIT_MESSAGES), rendered from the catalogue
// `clientLimits` (issue 31). Apart from constants.ts so that the constants import nothing
// (format.ts reads them: no import cycle through the renderer).
import { CLIENT_LIMITS } from './constants.js';
import { clientLimits } from './i18n/catalogues/client-limits.js';
import { renderEnglish } from './i18n/render.js';

const limitText = (key: string, params: Record<string, unknown> = {}) => renderEnglish(clientLimits['en-CA'], key, params);

/** The 429 answers of the per-client limits: what was reached, and when to try again (the catalogue `clientLimits`). */
export const CLIENT_LIMIT_MESSAGES = {
  csvUploads: (retryAfterSeconds: number) => limitText('csvUploads', { limit: CLIENT_LIMITS.csvUploadsPerDay.limit, wait: retryAfterSeconds }),
  csvStorageFull: limitText('csvStorageFull', { megabytes: CLIENT_LIMITS.csvStoredBytes / (1024 * 1024) }),
  csvProcessing: limitText('csvProcessing', { count: CLIENT_LIMITS.csvProcessingAtOnce }),
  submissionBytes: (retryAfterSeconds: number) =>
    limitText('submissionBytes', { megabytes: CLIENT_LIMITS.submissionBytesPerDay.limit / (1024 * 1024), wait: retryAfterSeconds }),
  openEditRequests: limitText('openEditRequests', { limit: CLIENT_LIMITS.openEditRequestsPerSubmission }),
  reportBuilds: (retryAfterSeconds: number) => limitText('reportBuilds', { limit: CLIENT_LIMITS.reportBuildsPerHour.limit, wait: retryAfterSeconds }),
  exports: (retryAfterSeconds: number) => limitText('exports', { limit: CLIENT_LIMITS.exportsPerHour.limit, wait: retryAfterSeconds }),
  bankLinking: (retryAfterSeconds: number) => limitText('bankLinking', { wait: retryAfterSeconds }),
  /** `first` and `last` are month labels such as "September 2026" (or YYYY-MM). */
  reportMonthOutOfRange: (first: string, last: string) =>
    first === last ? limitText('reportMonthOnly', { first }) : limitText('reportMonthOutOfRange', { first, last }),
  reportNoMonthYet: (first: string) => limitText('reportNoMonthYet', { first }),
  reportMonthEmpty: (label: string) => limitText('reportMonthEmpty', { month: label }),
} as const;
