import { parseOpeningBalance } from './opening-balance';

describe('parseOpeningBalance', () => {
  it('reads a day and an amount given as text or a number', () => {
    expect(parseOpeningBalance({ date: '2026-01-01', amount: '1234.56' })).toEqual({ date: '2026-01-01', cents: 123456n });
    expect(parseOpeningBalance({ date: '2026-01-01', amount: -12 })).toEqual({ date: '2026-01-01', cents: -1200n });
    expect(parseOpeningBalance({ date: '2026-02-28', amount: '$1,000.00' })).toEqual({ date: '2026-02-28', cents: 100000n });
  });

  it('refuses a bad day with a 400 naming YYYY-MM-DD', () => {
    for (const date of ['2026-02-30', '01/02/2026', '', undefined, 20260101]) {
      expect(() => parseOpeningBalance({ date, amount: '1.00' })).toThrow(/date must be a date in the format YYYY-MM-DD/);
    }
  });

  it('refuses an amount that is not money', () => {
    for (const amount of ['abc', '', null, undefined, {}, Number.NaN, 1e13, '99999999999999.00']) {
      expect(() => parseOpeningBalance({ date: '2026-01-01', amount })).toThrow(/amount must be an amount of money/);
    }
    expect(() => parseOpeningBalance(null)).toThrow(/date/);
  });
});
