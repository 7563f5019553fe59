import { spreadsheetSafeText } from './spreadsheet-safe';

/**
 * A text cell, formula-safe by the one rule in spreadsheet-safe.ts and quoted when it needs
 * to be. Amounts are written as numbers and never pass through here.
 */
export function csvText(value: string | null | undefined): string {
  const text = spreadsheetSafeText(value ?? '');
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A writable a CSV export streams into (the HTTP response). */
export interface CsvSink {
  write(chunk: string): boolean;
  once(event: 'drain' | 'close', listener: () => void): unknown;
  removeListener(event: 'drain' | 'close', listener: () => void): unknown;
  readonly destroyed: boolean;
}

/**
 * Writes and, when the socket's buffer is full, waits for it to drain. False when the
 * client went away (the export stops reading).
 */
export function writeCsvChunk(out: CsvSink, chunk: string): Promise<boolean> {
  if (out.destroyed) return Promise.resolve(false);
  if (out.write(chunk)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (open: boolean) => () => {
      out.removeListener('drain', onDrain);
      out.removeListener('close', onClose);
      resolve(open);
    };
    const onDrain = done(true);
    const onClose = done(false);
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}

/** The headers of a CSV download: an attachment, never cached, never sniffed. */
export function startCsvDownload(res: { status(code: number): unknown; setHeader(name: string, value: string): unknown }, fileName: string): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}
