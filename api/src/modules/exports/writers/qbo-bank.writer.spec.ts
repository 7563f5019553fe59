import { EXPORT_COLUMNS } from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import { qboBankLines } from './qbo-bank.writer';
import { safe, SAMPLE_ROWS } from '../../../../test/helpers/export-rows';

const parsed = (): string[][] => parse([...qboBankLines(SAMPLE_ROWS)].join(''));

describe('qboBankLines', () => {
  it('writes the 3-column header QuickBooks Online reads', () => {
    expect(parsed()[0]).toEqual(['Date', 'Description', 'Amount']);
    expect(parsed()[0]).toEqual([...EXPORT_COLUMNS['qbo-bank']]);
  });

  it('writes one line per transaction: MM/DD/YYYY, the description, a signed amount', () => {
    const [, ...lines] = parsed();
    expect(lines).toEqual([
      ['09/02/2026', 'SHOPIFY PAYOUT 8841', '1130.00'],
      ['09/05/2026', 'ADOBE *CREATIVE CLD', '-113.00'],
      ['09/12/2026', safe('=HYPERLINK("x") CAFE'), '-22.60'],
      ['12/31/2026', 'FEE', '-0.05'],
    ]);
  });

  it('neutralises a description that starts a formula and ends lines with CRLF', () => {
    const raw = [...qboBankLines(SAMPLE_ROWS)];
    expect(raw[3]).toBe(`09/12/2026,"'=HYPERLINK(""x"") CAFE",-22.60\r\n`);
  });

  it('writes only the header when there is nothing in the period', () => {
    expect([...qboBankLines([])]).toEqual(['Date,Description,Amount\r\n']);
  });
});
