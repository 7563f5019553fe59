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
  on(event: 'drain' | 'close', listener: () => void): unknown;
  readonly destroyed: boolean;
}

/** The writes of each sink waiting for its buffer to drain (true) or for it to close (false). */
const waiting = new WeakMap<CsvSink, Set<(open: boolean) => void>>();

/**
 * One 'drain' and one 'close' listener per sink, shared by all its waits. A listener per wait
 * would pile up: the compression middleware hands a response's 'drain' listeners to its gzip
 * stream, where removeListener (and once's own removal) on the response never reaches them.
 */
function waitsOf(out: CsvSink): Set<(open: boolean) => void> {
  let waits = waiting.get(out);
  if (!waits) {
    const pending = new Set<(open: boolean) => void>();
    const settle = (open: boolean) => () => {
      for (const resolve of pending) resolve(open);
      pending.clear();
    };
    out.on('drain', settle(true));
    out.on('close', settle(false));
    waiting.set(out, pending);
    waits = pending;
  }
  return waits;
}

/**
 * Writes and, when the socket's buffer is full, waits for it to drain. False when the
 * client went away (the export stops reading).
 */
export function writeCsvChunk(out: CsvSink, chunk: string): Promise<boolean> {
  if (out.destroyed) return Promise.resolve(false);
  if (out.write(chunk)) return Promise.resolve(true);
  return new Promise((resolve) => waitsOf(out).add(resolve));
}

/** The headers of a CSV download: an attachment, never cached, never sniffed. */
export function startCsvDownload(res: { status(code: number): unknown; setHeader(name: string, value: string): unknown }, fileName: string): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}
