import { parse } from 'csv-parse/sync';
import type { ChartAccount, JournalLineWithAccount } from '../../books/books.repository';
import { xeroCodeOf } from '../xero-codes';
import { xeroChartCsv } from './xero-chart.writer';
import { xeroJournalLines } from './xero-journal.writer';

type Line = Record<'*Narration' | '*Date' | 'Description' | '*AccountCode' | '*TaxRate' | '*Amount', string>;
type ChartRow = Record<'*Code' | '*Name' | '*Type' | '*Tax Code' | 'Description', string>;

/** A client's chart: a linked chequing account, a CSV card, system accounts, mapped and unmapped categories. */
const CHART: ChartAccount[] = [
  { id: 41, name: 'RBC Chequing', type: 'asset', source: 'bank', gifi: '1002' },
  { id: 46, name: 'GST/HST receivable (input tax credits)', type: 'asset', source: 'system', gifi: '1483' },
  { id: 52, name: 'Equipment', type: 'asset', source: 'system', gifi: '1740' },
  { id: 47, name: 'GST/HST payable', type: 'liability', source: 'system', gifi: '2680' },
  { id: 60, name: 'QST payable', type: 'liability', source: 'system', gifi: '2680' },
  { id: 43, name: 'Visa', type: 'liability', source: 'csv', gifi: '2707' },
  { id: 48, name: "Owner's drawings", type: 'equity', source: 'system', gifi: '3700' },
  { id: 70, name: 'Sales Revenue', type: 'revenue', source: 'category', gifi: null },
  { id: 71, name: 'Service Income', type: 'revenue', source: 'category', gifi: null },
  { id: 72, name: 'Software', type: 'expense', source: 'category', gifi: null },
  { id: 73, name: 'Dog grooming', type: 'expense', source: 'category', gifi: null },
  { id: 2_000_000_000, name: 'Visa', type: 'liability', source: 'csv', gifi: '2707' },
];
const MAPPED: Record<string, string> = { 'sales revenue': '200', 'service income': '200', software: '485' };
const mapped = (category: string) => MAPPED[category.toLowerCase()] ?? null;
const account = (id: number) => CHART.find((a) => a.id === id)!;

/** A journal line on a chart account. */
const line = (entryId: string, date: string, memo: string, id: number, debit: string, credit: string): JournalLineWithAccount => {
  const a = account(id);
  return { entryId, date, memo, account: a.name, debit, credit, accountId: a.id, accountType: a.type, accountSource: a.source, accountGifi: a.gifi };
};
/** An HST registrant's sale and purchase (13 %), a card purchase, an owner's drawing. */
const JOURNAL: JournalLineWithAccount[] = [
  line('901', '2026-06-03', 'INVOICE 1, June', 41, '1130.00', '0.00'),
  line('901', '2026-06-03', 'INVOICE 1, June', 70, '0.00', '1000.00'),
  line('901', '2026-06-03', 'INVOICE 1, June', 47, '0.00', '130.00'),
  line('77', '2026-06-05', 'ADOBE', 72, '100.00', '0.00'),
  line('77', '2026-06-05', 'ADOBE', 46, '13.00', '0.00'),
  line('77', '2026-06-05', 'ADOBE', 43, '0.00', '113.00'),
  line('78', '2026-06-05', 'GROOMER', 73, '0.01', '0.00'),
  line('78', '2026-06-05', 'GROOMER', 41, '0.00', '0.01'),
  line('1200', '2026-06-28', '=cmd|x', 48, '200.00', '0.00'),
  line('1200', '2026-06-28', '=cmd|x', 41, '0.00', '200.00'),
];
const lines = (): Line[] => parse([...xeroJournalLines(JOURNAL, mapped)].join(''), { columns: true });
const chart = (): ChartRow[] => parse(xeroChartCsv(CHART, mapped), { columns: true });
const cents = (v: string) => Number(BigInt(v.replace('.', '')));

describe('the Xero exports: manual journals and the chart they name', () => {
  it("writes Xero's manual journal template columns, one narration per entry, DD/MM/YYYY, debits positive and credits negative", () => {
    expect([...xeroJournalLines([], mapped)]).toEqual([
      '*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2\r\n',
    ]);
    const all = lines();
    expect(all).toHaveLength(JOURNAL.length);
    expect(all[0]).toMatchObject({
      '*Narration': 'Ledgerleaf entry 901: INVOICE 1, June',
      '*Date': '03/06/2026',
      Description: 'INVOICE 1, June',
      '*AccountCode': '1002-15',
      '*TaxRate': 'Tax Exempt',
      '*Amount': '1130.00',
    });
    expect(all[1]).toMatchObject({ '*AccountCode': '200', '*Amount': '-1000.00' });
    expect(all[2]).toMatchObject({ '*AccountCode': '2680-1B', '*Amount': '-130.00' });
    expect(all[6]).toMatchObject({ '*AccountCode': 'EXP-21', '*Amount': '0.01' });
    expect(all[7]).toMatchObject({ '*AccountCode': '1002-15', '*Amount': '-0.01' });
    // text cells stay formula-safe
    expect(all[8]['*Narration']).toBe('Ledgerleaf entry 1200: =cmd|x');
    expect(all[8].Description).toBe("'=cmd|x");
  });

  it('balances every journal (same narration and date) to the cent', () => {
    const byJournal = new Map<string, number>();
    for (const l of lines()) byJournal.set(`${l['*Narration']}|${l['*Date']}`, (byJournal.get(`${l['*Narration']}|${l['*Date']}`) ?? 0) + cents(l['*Amount']));
    expect(byJournal.size).toBe(4);
    expect([...byJournal.values()]).toEqual([0, 0, 0, 0]);
  });

  it('gives every code a journal line names one row of the chart, codes unique and at most 10 characters', () => {
    const rows = chart();
    const codes = rows.map((r) => r['*Code']);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code.length).toBeLessThanOrEqual(10);
    for (const l of lines()) expect(codes).toContain(l['*AccountCode']);
    // GST/HST and QST payable share a GIFI line, not a code
    expect(xeroCodeOf(account(47), mapped)).not.toBe(xeroCodeOf(account(60), mapped));
    // a very large id shortens the prefix, never the id
    expect(xeroCodeOf(account(2_000_000_000), mapped)).toBe('270-X2QXVK');
  });

  it("writes Xero's chart columns: mapped categories share their code's row, money accounts are current assets, not Bank", () => {
    expect(xeroChartCsv([], mapped)).toBe('*Code,*Name,*Type,*Tax Code,Description,Dashboard,Expense Claims,Enable Payments,Balance\r\n');
    const rows = chart();
    expect(rows.find((r) => r['*Code'] === '200')).toMatchObject({ '*Name': 'Sales Revenue / Service Income', '*Type': 'Revenue', '*Tax Code': 'Tax Exempt' });
    expect(rows.find((r) => r['*Code'] === '1002-15')).toMatchObject({
      '*Name': 'RBC Chequing',
      '*Type': 'Current Asset',
      Description: 'Ledgerleaf linked bank account, GIFI 1002',
    });
    expect(rows.find((r) => r['*Code'] === '1740-1G')).toMatchObject({ '*Type': 'Fixed Asset' });
    expect(rows.find((r) => r['*Code'] === '2707-17')).toMatchObject({ '*Name': 'Visa', '*Type': 'Current Liability' });
    expect(rows.find((r) => r['*Code'] === 'EXP-21')).toMatchObject({ '*Name': 'Dog grooming', '*Type': 'Expense' });
    expect(rows.find((r) => r['*Code'] === '3700-1C')).toMatchObject({ '*Type': 'Equity' });
    // a second account named Visa keeps a unique name
    expect(rows.find((r) => r['*Code'] === '270-X2QXVK')?.['*Name']).toBe('Visa (270-X2QXVK)');
    expect(rows).toHaveLength(CHART.length - 1);
  });

  it('cuts a period into files of at most 300 lines on entry boundaries: the parts put together are the whole file', () => {
    // 150 two-line entries and, after the 75th, one of three lines: 303 lines
    const many: JournalLineWithAccount[] = [];
    for (let i = 1; i <= 150; i++) {
      many.push(line(String(i), '2026-07-01', `SALE ${i}`, 41, '10.00', '0.00'), line(String(i), '2026-07-01', `SALE ${i}`, 70, '0.00', '10.00'));
      if (i === 75)
        many.push(
          line('5000', '2026-07-01', 'ADOBE', 72, '5.00', '0.00'),
          line('5000', '2026-07-01', 'ADOBE', 46, '0.65', '0.00'),
          line('5000', '2026-07-01', 'ADOBE', 41, '0.00', '5.65'),
        );
    }
    const body = (part: number | null) => [...xeroJournalLines(many, mapped, part)].join('').split('\r\n').filter(Boolean).slice(1);
    const whole = body(null);
    expect(whole).toHaveLength(303);
    // part 1: entries 1–75, the three-line one and 76–148 (299 lines: entry 149 would make 301); part 2: 149 and 150
    expect(body(1)).toEqual(whole.slice(0, 299));
    expect(body(2)).toEqual(whole.slice(299));
    expect(body(3)).toEqual([]);
    expect(body(2)[0]).toMatch(/^Ledgerleaf entry 149: SALE 149,/);
    expect([...xeroJournalLines([], mapped, 1)]).toEqual([...xeroJournalLines([], mapped)]);
  });
});
