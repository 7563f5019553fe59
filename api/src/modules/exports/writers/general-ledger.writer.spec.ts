import { parse } from 'csv-parse/sync';
import { generalLedgerLines } from './general-ledger.writer';
import { safe, SAMPLE_ROWS } from '../../../../test/helpers/export-rows';

type Line = { Date: string; Entry: string; Account: string; Debit: string; Credit: string; Memo: string };
const lines = (): Line[] => parse([...generalLedgerLines(SAMPLE_ROWS)].join(''), { columns: true });
const cents = (v: string) => (v === '' ? 0 : Math.round(Number(v) * 100));

describe('generalLedgerLines', () => {
  it('writes the header and two lines per transaction, ISO dates, numbered entries', () => {
    expect([...generalLedgerLines([])]).toEqual(['Date,Entry,Account,Debit,Credit,Memo\r\n']);
    const all = lines();
    expect(all).toHaveLength(SAMPLE_ROWS.length * 2);
    expect(all.map((l) => l.Entry)).toEqual(['1', '1', '2', '2', '3', '3', '4', '4']);
    expect(all[0].Date).toBe('2026-09-02');
  });

  it('debits the bank for money in and the category for money out', () => {
    const [inDebit, inCredit, outDebit, outCredit] = lines();
    expect(inDebit).toMatchObject({ Account: 'RBC Chequing', Debit: '1130.00', Credit: '', Memo: 'Shopify – SHOPIFY PAYOUT 8841' });
    expect(inCredit).toMatchObject({ Account: 'Sales Revenue', Debit: '', Credit: '1130.00' });
    expect(outDebit).toMatchObject({ Account: 'Software', Debit: '113.00', Credit: '', Memo: 'ADOBE *CREATIVE CLD' });
    expect(outCredit).toMatchObject({ Account: 'RBC Chequing', Debit: '', Credit: '113.00' });
  });

  it('posts an uncategorized transaction to Uncategorized and makes text cells formula-safe', () => {
    const all = lines();
    expect(all[4]).toMatchObject({ Account: 'Uncategorized', Debit: '22.60', Memo: safe('+Cafe, "Le" Bon – =HYPERLINK("x") CAFE') });
    expect(all[5]).toMatchObject({ Account: safe('@Visa'), Credit: '22.60' });
    expect(all[6]).toMatchObject({ Account: safe('-Odd'), Debit: '0.05' });
  });

  it('balances: debits equal credits in every entry and overall, and no line has both', () => {
    const all = lines();
    const byEntry = new Map<string, number>();
    for (const l of all) {
      expect(cents(l.Debit) > 0 && cents(l.Credit) > 0).toBe(false);
      byEntry.set(l.Entry, (byEntry.get(l.Entry) ?? 0) + cents(l.Debit) - cents(l.Credit));
    }
    expect([...byEntry.values()].every((v) => v === 0)).toBe(true);
    const debits = all.reduce((s, l) => s + cents(l.Debit), 0);
    expect(debits).toBe(all.reduce((s, l) => s + cents(l.Credit), 0));
    expect(debits).toBe(SAMPLE_ROWS.reduce((s, r) => s + Math.abs(r.amountCents), 0));
  });
});
