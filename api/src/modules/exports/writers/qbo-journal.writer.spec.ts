import { parse } from 'csv-parse/sync';
import type { JournalLineExportRow } from '../../books/books.repository';
import { qboJournalLines } from './qbo-journal.writer';

type Line = { 'Journal No.': string; 'Journal Date': string; 'Account Name': string; Description: string; Debits: string; Credits: string };
const cents = (v: string) => (v === '' ? 0 : Math.round(Number(v) * 100));

/** An HST registrant's sale and purchase as the journal posts them (13 % HST), and an owner's drawing. */
const JOURNAL: JournalLineExportRow[] = [
  { entryId: '901', date: '2026-06-03', memo: 'INVOICE 1', account: 'RBC Chequing', debit: '1130.00', credit: '0.00' },
  { entryId: '901', date: '2026-06-03', memo: 'INVOICE 1', account: 'Sales Revenue', debit: '0.00', credit: '1000.00' },
  { entryId: '901', date: '2026-06-03', memo: 'INVOICE 1', account: 'GST/HST payable', debit: '0.00', credit: '130.00' },
  { entryId: '77', date: '2026-06-05', memo: 'ADOBE', account: 'Software', debit: '100.00', credit: '0.00' },
  { entryId: '77', date: '2026-06-05', memo: 'ADOBE', account: 'GST/HST receivable (input tax credits)', debit: '13.00', credit: '0.00' },
  { entryId: '77', date: '2026-06-05', memo: 'ADOBE', account: 'RBC Chequing', debit: '0.00', credit: '113.00' },
  { entryId: '1200', date: '2026-06-28', memo: '=cmd|x', account: "Owner's drawings", debit: '200.00', credit: '0.00' },
  { entryId: '1200', date: '2026-06-28', memo: '=cmd|x', account: 'RBC Chequing', debit: '0.00', credit: '200.00' },
];
const lines = (rows = JOURNAL): Line[] => parse([...qboJournalLines(rows)].join(''), { columns: true });

describe('qboJournalLines: the journal as QuickBooks Online journal entries', () => {
  it("writes QuickBooks' columns, one Journal No. per entry from 1, MM/DD/YYYY dates, the chart's account names", () => {
    expect([...qboJournalLines([])]).toEqual(['Journal No.,Journal Date,Account Name,Description,Debits,Credits\r\n']);
    const all = lines();
    expect(all.map((l) => l['Journal No.'])).toEqual(['1', '1', '1', '2', '2', '2', '3', '3']);
    expect(all[0]).toEqual({
      'Journal No.': '1',
      'Journal Date': '06/03/2026',
      'Account Name': 'RBC Chequing',
      Description: 'INVOICE 1',
      Debits: '1130.00',
      Credits: '',
    });
    expect(all[2]).toEqual({
      'Journal No.': '1',
      'Journal Date': '06/03/2026',
      'Account Name': 'GST/HST payable',
      Description: 'INVOICE 1',
      Debits: '',
      Credits: '130.00',
    });
    expect(all[4]['Account Name']).toBe('GST/HST receivable (input tax credits)');
    expect(all[6]).toMatchObject({ 'Account Name': "Owner's drawings", Description: "'=cmd|x" });
  });

  it('balances every entry to the cent, each line on one side only', () => {
    const byEntry = new Map<string, number>();
    for (const l of lines()) {
      expect(cents(l.Debits) > 0 !== cents(l.Credits) > 0).toBe(true);
      byEntry.set(l['Journal No.'], (byEntry.get(l['Journal No.']) ?? 0) + cents(l.Debits) - cents(l.Credits));
    }
    expect([...byEntry.entries()]).toEqual([
      ['1', 0],
      ['2', 0],
      ['3', 0],
    ]);
  });
});
