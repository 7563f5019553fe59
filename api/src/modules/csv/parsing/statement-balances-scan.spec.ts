import { CsvBalanceColumn, ofxLedgerBalance } from './statement-balances-scan';

const read = (rows: [string, string, string][]) => {
  const column = new CsvBalanceColumn();
  for (const [date, amount, balance] of rows) column.see(date, amount, balance);
  return column.result('MDY');
};

describe('CsvBalanceColumn', () => {
  it('keeps each day its last balance and the balance before the first row (oldest row first)', () => {
    expect(
      read([
        ['2026-09-02', '-10.00', '990.00'],
        ['2026-09-02', '-40.00', '950.00'],
        ['2026-09-05', '200.00', '1150.00'],
      ]),
    ).toEqual({
      source: 'csv_balance',
      days: [
        { date: '2026-09-01', balance: '1000.00' },
        { date: '2026-09-02', balance: '950.00' },
        { date: '2026-09-05', balance: '1150.00' },
      ],
    });
  });

  it('reads a file whose newest row comes first', () => {
    expect(
      read([
        ['09/05/2026', '200.00', '1150.00'],
        ['09/02/2026', '-40.00', '950.00'],
        ['09/02/2026', '-10.00', '990.00'],
      ])?.days,
    ).toEqual([
      { date: '2026-09-01', balance: '1000.00' },
      { date: '2026-09-02', balance: '950.00' },
      { date: '2026-09-05', balance: '1150.00' },
    ]);
  });

  it("turns a card's balance that counts what is owed up into the ledger's sign (owed is negative)", () => {
    // purchases negative, the payment positive; the balance column shows what is owed
    expect(
      read([
        ['2026-09-03', '-100.00', '400.00'],
        ['2026-09-10', '250.00', '150.00'],
      ])?.days,
    ).toEqual([
      { date: '2026-09-02', balance: '-300.00' },
      { date: '2026-09-03', balance: '-400.00' },
      { date: '2026-09-10', balance: '-150.00' },
    ]);
  });

  it('has nothing without a balance', () => {
    expect(read([['2026-09-03', '-100.00', '']])).toBeNull();
  });
});

describe('ofxLedgerBalance', () => {
  it('reads BALAMT at the day of DTASOF', () => {
    expect(ofxLedgerBalance({ amount: '-1234.56', asOf: '20260930120000[-5:EST]' })).toEqual({
      source: 'ofx',
      days: [{ date: '2026-09-30', balance: '-1234.56' }],
    });
    expect(ofxLedgerBalance({ amount: '', asOf: '20260930' })).toBeNull();
    expect(ofxLedgerBalance(null)).toBeNull();
  });
});
