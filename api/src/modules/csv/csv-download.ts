import { PassThrough, type Readable } from 'node:stream';
import { CATEGORY_SOURCE_LABELS, type CategorySource } from '@ledgerleaf/contracts';
import { stringify } from 'csv-stringify';
import { spreadsheetSafeText } from '../../common/csv/spreadsheet-safe';
import { csvRecords, sniffTextEncodingOfStream } from './parsing/transactions-csv';

/**
 * A cell of the client's own file, made safe for spreadsheets: plain numbers such as
 * -12.50 stay numbers (they are the file's amounts), any other text goes through the one
 * formula rule.
 */
export function neutralizeFormula(value: string): string {
  return /^[+-]?\$?[\d,]*\.?\d+$/.test(value) ? value : spreadsheetSafeText(value);
}

export const RESULT_COLUMNS = ['AI_Category', 'Confidence', 'Source'];

/** The original file's columns and rows, each row followed by its category, confidence and source. */
export function categorizedCsv(
  original: () => Readable,
  results: readonly { category: string | null; confidence: number | null; source: string | null }[],
): Readable {
  const out = stringify({ quoted_match: /[",\n\r]/ });
  const body = new PassThrough();
  out.pipe(body);
  void (async () => {
    try {
      const encoding = await sniffTextEncodingOfStream(original());
      let header = true;
      let index = 0;
      for await (const { cells } of csvRecords(original(), encoding)) {
        if (header) {
          out.write([...cells, ...RESULT_COLUMNS].map(neutralizeFormula));
          header = false;
          continue;
        }
        if (cells.every((c) => c.trim() === '')) continue;
        const r = results[index++];
        out.write([
          ...cells.map(neutralizeFormula),
          neutralizeFormula(r?.category ?? ''),
          r?.confidence == null ? '' : r.confidence.toFixed(2),
          r?.source ? CATEGORY_SOURCE_LABELS[r.source as CategorySource] ?? r.source : '',
        ]);
      }
      out.end();
    } catch (error) {
      body.destroy(error as Error);
    }
  })();
  return body;
}
