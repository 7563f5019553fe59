/** The spec accepts a drop only when the browser calls it text/csv. */
export const CSV_MIME_TYPE = 'text/csv';

/** The click picker offers .csv files; some systems give them no MIME type, so the name decides. */
export const isCsvFileName = (name: string) => name.toLowerCase().endsWith('.csv');

/** Size as the upload card shows it: kilobytes with one decimal. */
export const formatFileSize = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
