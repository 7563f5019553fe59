import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { CATEGORY_SOURCE_LABELS, type CategorySource } from '@ledgerleaf/contracts';
import { stringify } from 'csv-stringify';
import { spreadsheetSafeText } from '../../common/csv/spreadsheet-safe';
import { csvRecords, sniffTextOfStream } from './parsing/transactions-csv';

/**
 * A cell of the client's own file, made safe for spreadsheets: plain numbers such as
 * -12.50 stay numbers (they are the file's amounts), any other text goes through the one
 * formula rule.
 */
export function neutralizeFormula(value: string): string {
  return /^[+-]?\$?[\d,]*\.?\d+$/.test(value) ? value : spreadsheetSafeText(value);
}

export const RESULT_COLUMNS = ['AI_Category', 'Confidence', 'Source'];

/** The canonical columns of a bank file's download: the template's, with the row's currency. */
export const CANONICAL_COLUMNS = ['Transaction_Date', 'Transaction_Name', 'Transaction_Amount', 'Transaction_Category', 'Currency'];

type Result = { category: string | null; confidence: number | null; source: string | null };

const resultCells = (r: Result | undefined) => [
  neutralizeFormula(r?.category ?? ''),
  r?.confidence == null ? '' : r.confidence.toFixed(2),
  r?.source ? (CATEGORY_SOURCE_LABELS[r.source as CategorySource] ?? r.source) : '',
];

/**
 * A bank file (any format but the template) as canonical rows, each followed by its
 * results: the bank's own columns vary and some (OFX) are not rows at all, so the download
 * gives what was stored — date, name, signed amount, empty category, currency.
 */
export function canonicalCsv(rows: AsyncIterable<(Result & { date: string; name: string; amount: string; currency: string })[]>): Readable {
  const out = stringify({ quoted_match: /[",\n\r]/ });
  const body = new PassThrough();
  out.pipe(body);
  void (async () => {
    try {
      out.write([...CANONICAL_COLUMNS, ...RESULT_COLUMNS]);
      for await (const page of rows) {
        for (const r of page) {
          if (!out.write([r.date, neutralizeFormula(r.name), r.amount, '', r.currency, ...resultCells(r)])) await once(out, 'drain');
        }
      }
      out.end();
    } catch (error) {
      body.destroy(error as Error);
    }
  })();
  return body;
}

/** The original file's columns and rows, each row followed by its category, confidence and source. */
export function categorizedCsv(original: () => Readable, results: readonly Result[]): Readable {
  const out = stringify({ quoted_match: /[",\n\r]/ });
  const body = new PassThrough();
  out.pipe(body);
  void (async () => {
    try {
      const { encoding, delimiter } = await sniffTextOfStream(original());
      let header = true;
      let index = 0;
      for await (const { cells } of csvRecords(original(), encoding, delimiter)) {
        if (header) {
          out.write([...cells, ...RESULT_COLUMNS].map(neutralizeFormula));
          header = false;
          continue;
        }
        if (cells.every((c) => c.trim() === '')) continue;
        out.write([...cells.map(neutralizeFormula), ...resultCells(results[index++])]);
      }
      out.end();
    } catch (error) {
      body.destroy(error as Error);
    }
  })();
  return body;
}
