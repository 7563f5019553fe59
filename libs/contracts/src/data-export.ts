/** "All my data, in one download" (issue 29, point 5): a ZIP of everything the firm keeps of a client. */
import { dataExport } from './i18n/catalogues/data-export.js';
import { mail } from './i18n/catalogues/mail.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORT_LIMITS = {
  /** Exports a client may start per UTC day (a queued or running one also blocks a second). */
  perDay: { limit: 3, windowSeconds: 24 * 60 * 60 },
  /** How long the download link (and the ZIP) lives after the export is done. */
  keepDays: 7,
} as const;

export const DATA_EXPORT_MESSAGES = {
  ...renderEnglishTexts(dataExport['en-CA'], { keepDays: DATA_EXPORT_LIMITS.keepDays }),
  perDay: (retryAfterSeconds: number) => renderEnglish(dataExport['en-CA'], 'perDay', { limit: DATA_EXPORT_LIMITS.perDay.limit, wait: retryAfterSeconds }),
  mailSubject: mail['en-CA'].dataExport.subject,
} as const;

/** One export in the client's list (GET /api/user/data-exports), newest first. */
export interface DataExportDto {
  id: number;
  status: DataExportStatus;
  /** 0-100 while running. */
  progress: number;
  createdAt: string;
  finishedAt: string | null;
  /** Bytes of the ZIP once done. */
  size: number | null;
  /** The link stops working then (done exports only). */
  expiresAt: string | null;
  expired: boolean;
  /** `/api/user/data-exports/{id}/download` while done and not expired, else null. */
  downloadUrl: string | null;
  /** Files the export listed as missing in its manifest (could not be read). */
  missingFiles: number | null;
  /** Whether a staff owner produced it for the client. */
  byStaff: boolean;
  failure: string | null;
}

export interface DataExportListResponse {
  items: DataExportDto[];
}

/** POST /api/user/data-export and /api/admin/users/:id/data-export answer the new export (202). */
export interface DataExportStartedResponse {
  message: string;
  export: DataExportDto;
}

/** One line of manifest.json's `files`. */
export interface DataExportManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface DataExportManifest {
  format: 'ledgerleaf-data-export/1';
  exportedAt: string;
  client: { id: number; name: string; email: string };
  files: DataExportManifestFile[];
  /** Files the export could not read, with why: never a silent gap. */
  missing: { path: string; reason: string }[];
  notes: string[];
}
