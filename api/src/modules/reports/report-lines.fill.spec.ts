import { REPORT_CSV_HEADERS } from '@ledgerleaf/contracts';
import type { FileStorage } from '../../common/storage/file-storage';
import type { ReportLineData } from './report-lines';
import { ReportLinesFill } from './report-lines.fill';
import type { ReportLinesRepository, UnfilledLines } from './report-lines.repository';
import { FILL_REPORT_LINES_JOB_ID } from './reports.jobs';

const CSV = `${REPORT_CSV_HEADERS.transactions.join(',')}\n2026-07-03,Adobe,,RBC,-29.99,Software,EXPENSE,0.97,rule,bank,11\n`;

/** Rows still unfilled, each naming a stored file (by key); fill() takes one off and keeps the lines it was given. */
function setUp(files: Record<string, string>, keys: (string | null)[]) {
  const waiting: (UnfilledLines & { key: string | null })[] = keys.map((key, i) => ({ kind: 'report', rowId: i + 1, reportId: i + 1, version: 1, key }));
  const filled = new Map<number, ReportLineData[]>();
  const repository = {
    unfilled: jest.fn(async (limit: number) => waiting.slice(0, limit)),
    fill: jest.fn(async (target: UnfilledLines, read: (key: string | null) => Promise<ReportLineData[]>) => {
      const at = waiting.findIndex((w) => w.rowId === target.rowId);
      if (at < 0) return false;
      filled.set(target.rowId, await read(waiting[at].key));
      waiting.splice(at, 1);
      return true;
    }),
    anyUnfilled: jest.fn(async () => waiting.length > 0),
  };
  const storage = {
    exists: jest.fn(async (key: string) => key in files),
    readBuffer: jest.fn(async (key: string) => Buffer.from(files[key])),
  };
  return { filled, fill: new ReportLinesFill(repository as unknown as ReportLinesRepository, storage as unknown as FileStorage) };
}

describe('the fill of report lines from stored CSVs', () => {
  it('fills every waiting row: a CSV gives its lines; no file, a file gone or bytes that are not CSV give none instead of failing forever', async () => {
    const { fill, filled } = setUp({ 'good.csv': CSV, 'broken.csv': `${REPORT_CSV_HEADERS.transactions.join(',')}\n"unclosed,quote\n` }, [
      'good.csv',
      null,
      'gone.csv',
      'broken.csv',
    ]);
    expect(await fill.pending()).toEqual([{ jobId: FILL_REPORT_LINES_JOB_ID, payload: {} }]);
    expect(await fill.fillAll()).toBe(4);
    expect(filled.get(1)).toEqual([expect.objectContaining({ name: 'Adobe', amount: '-29.99', category: 'Software', transactionId: 11 })]);
    expect([filled.get(2), filled.get(3), filled.get(4)]).toEqual([[], [], []]);
    expect(await fill.pending()).toEqual([]);
    expect(await fill.fillAll()).toBe(0);
  });
});
