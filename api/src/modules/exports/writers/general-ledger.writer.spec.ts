import { parse } from 'csv-parse/sync';
import type { JournalLineExportRow } from '../../books/books.repository';
import { generalLedgerLines } from './general-ledger.writer';

type Line = { Date: string; Entry: string; Account: string; Debit: string; Credit: string; Memo: string };
const cents = (v: string) => (v === '' ? 0 : Math.round(Number(v) * 100));

/** Journal lines as the books' cursor gives them: by entry, debits first; entry ids are the database's (not 1, 2, ...). */
const JOURNAL: JournalLineExportRow[] = [
  { entryId: '901', date: '2026-09-02', memo: 'SHOPIFY PAYOUT 8841', account: 'RBC Chequing', debit: '1130.00', credit: '0.00' },
  { entryId: '901', date: '2026-09-02', memo: 'SHOPIFY PAYOUT 8841', account: 'Sales Revenue', debit: '0.00', credit: '1130.00' },
  { entryId: '77', date: '2026-09-12', memo: '=HYPERLINK("x") CAFE', account: 'Uncategorized (suspense)', debit: '22.60', credit: '0.00' },
  { entryId: '77', date: '2026-09-12', memo: '=HYPERLINK("x") CAFE', account: '@Visa', debit: '0.00', credit: '22.60' },
  { entryId: '1200', date: '2026-09-20', memo: 'E-TRANSFER AVERY LAMBERT', account: "Owner's drawings", debit: '500.00', credit: '0.00' },
  { entryId: '1200', date: '2026-09-20', memo: 'E-TRANSFER AVERY LAMBERT', account: 'RBC Chequing', debit: '0.00', credit: '500.00' },
];
const lines = (rows = JOURNAL): Line[] => parse([...generalLedgerLines(rows)].join(''), { columns: true });

describe('generalLedgerLines: the journal as a general ledger', () => {
  it('writes the header and one line per journal line, ISO dates, entries numbered from 1', () => {
    expect([...generalLedgerLines([])]).toEqual(['Date,Entry,Account,Debit,Credit,Memo\r\n']);
    const all = lines();
    expect(all).toHaveLength(JOURNAL.length);
    expect(all.map((l) => l.Entry)).toEqual(['1', '1', '2', '2', '3', '3']);
    expect(all[0]).toEqual({ Date: '2026-09-02', Entry: '1', Account: 'RBC Chequing', Debit: '1130.00', Credit: '', Memo: 'SHOPIFY PAYOUT 8841' });
    expect(all[1]).toEqual({ Date: '2026-09-02', Entry: '1', Account: 'Sales Revenue', Debit: '', Credit: '1130.00', Memo: 'SHOPIFY PAYOUT 8841' });
  });

  it("keeps the chart's account names (suspense, owner's drawings) and makes text cells formula-safe", () => {
    const all = lines();
    expect(all[2]).toMatchObject({ Account: 'Uncategorized (suspense)', Debit: '22.60', Memo: `'=HYPERLINK("x") CAFE` });
    expect(all[3]).toMatchObject({ Account: "'@Visa", Credit: '22.60' });
    expect(all[4]).toMatchObject({ Account: "Owner's drawings", Debit: '500.00', Credit: '' });
  });

  it('gives an entry of three lines one number, and balances per entry and overall', () => {
    const split: JournalLineExportRow[] = [
      { entryId: '5', date: '2026-09-30', memo: 'SPLIT', account: 'Software', debit: '100.00', credit: '0.00' },
      { entryId: '5', date: '2026-09-30', memo: 'SPLIT', account: 'GST/HST receivable (input tax credits)', debit: '13.00', credit: '0.00' },
      { entryId: '5', date: '2026-09-30', memo: 'SPLIT', account: 'RBC Chequing', debit: '0.00', credit: '113.00' },
    ];
    const all = lines([...JOURNAL, ...split]);
    expect(all.slice(-3).map((l) => l.Entry)).toEqual(['4', '4', '4']);
    const byEntry = new Map<string, number>();
    for (const l of all) {
      expect(cents(l.Debit) > 0 && cents(l.Credit) > 0).toBe(false);
      byEntry.set(l.Entry, (byEntry.get(l.Entry) ?? 0) + cents(l.Debit) - cents(l.Credit));
    }
    expect([...byEntry.values()]).toEqual([0, 0, 0, 0]);
  });
});
