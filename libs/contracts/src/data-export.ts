/** "All my data, in one download" (issue 29, point 5): a ZIP of everything the firm keeps of a client. */

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORT_LIMITS = {
  /** Exports a client may start per UTC day (a queued or running one also blocks a second). */
  perDay: { limit: 3, windowSeconds: 24 * 60 * 60 },
  /** How long the download link (and the ZIP) lives after the export is done. */
  keepDays: 7,
} as const;

const hoursText = (seconds: number): string => {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'a minute';
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
};

export const DATA_EXPORT_MESSAGES = {
  alreadyRunning: 'An export of all your data is already being prepared. We will e-mail you when it is ready; you can follow it under Profile → All my data.',
  perDay: (retryAfterSeconds: number) =>
    `You have asked for ${DATA_EXPORT_LIMITS.perDay.limit} exports of all your data today, the daily limit. Please try again in ${hoursText(retryAfterSeconds)}, or use the download links you already have.`,
  notFound: 'No such export.',
  expired: `This download link has expired: exports are kept ${DATA_EXPORT_LIMITS.keepDays} days. Ask for a new export under Profile → All my data.`,
  notReady: 'This export is not ready yet. We will e-mail you when it is.',
  failed: 'We could not prepare this export. Please ask for a new one; if it fails again, write to us.',
  mailSubject: 'Your Ledgerleaf data export is ready',
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
