import { parse } from 'csv-parse/sync';
import { EXPORT_COLUMNS } from '@ledgerleaf/contracts';
import { trialBalanceCsv } from './trial-balance.writer';

describe('trialBalanceCsv', () => {
  it('writes each account on its side, then the totals; names formula-safe', () => {
    const csv = trialBalanceCsv({
      asOf: '2026-09-30',
      rows: [
        { account: 'RBC Chequing', systemAccount: null, type: 'asset', debit: '376.45', credit: '0.00' },
        { account: '=Visa', systemAccount: null, type: 'liability', debit: '0.00', credit: '10.00' },
        { account: 'Sales Revenue', systemAccount: null, type: 'revenue', debit: '0.00', credit: '366.45' },
      ],
      totals: { debit: '376.45', credit: '376.45' },
    });
    expect(parse(csv)).toEqual([
      [...EXPORT_COLUMNS['trial-balance']],
      ['RBC Chequing', 'asset', '376.45', ''],
      ["'=Visa", 'liability', '', '10.00'],
      ['Sales Revenue', 'revenue', '', '366.45'],
      ['Total', '', '376.45', '376.45'],
    ]);
  });

  it('writes the header and zero totals for books with nothing in them', () => {
    expect(parse(trialBalanceCsv({ asOf: '2026-09-30', rows: [], totals: { debit: '0.00', credit: '0.00' } }))).toEqual([
      [...EXPORT_COLUMNS['trial-balance']],
      ['Total', '', '0.00', '0.00'],
    ]);
  });
});
