import { DayMonthOrderEvidence, parseCsvDate } from './csv-dates';

/** The order a whole file's dates give, as the scan reads it value by value. */
function decideDayMonthOrder(values: Iterable<string>) {
  const evidence = new DayMonthOrderEvidence();
  for (const value of values) evidence.see(value);
  return { order: evidence.order, conflict: evidence.conflict };
}

describe('CSV dates', () => {
  it.each([
    ['2026-09-01', 'MDY', '2026-09-01'],
    ['2026-09-01T00:00:00Z', 'MDY', '2026-09-01'],
    ['2026/9/1', 'MDY', '2026-09-01'],
    ['09/01/2026', 'MDY', '2026-09-01'],
    ['01/09/2026', 'DMY', '2026-09-01'],
    ['9/1/26', 'MDY', '2026-09-01'],
    ['Sep 1, 2026', 'MDY', '2026-09-01'],
    ['September 1 2026', 'DMY', '2026-09-01'],
    ['1 Sep 2026', 'MDY', '2026-09-01'],
    ['01-Sep-2026', 'MDY', '2026-09-01'],
    ['1 août 2026', 'MDY', '2026-08-01'],
    ['02/29/2028', 'MDY', '2028-02-29'],
  ] as const)('%s (%s) → %s', (raw, order, expected) => {
    expect(parseCsvDate(raw, order)).toBe(expected);
  });

  it.each(['2026-02-30', '13/13/2026', 'yesterday', '', 'Foo 1, 2026', '02/29/2027'])('refuses %j', (raw) => {
    expect(parseCsvDate(raw, 'MDY')).toBeNull();
  });

  it('decides day-first or month-first once per file', () => {
    expect(decideDayMonthOrder(['01/09/2026', '25/09/2026'])).toEqual({ order: 'DMY', conflict: false });
    expect(decideDayMonthOrder(['09/01/2026', '09/25/2026'])).toEqual({ order: 'MDY', conflict: false });
    expect(decideDayMonthOrder(['01/02/2026', '2026-01-03'])).toEqual({ order: 'MDY', conflict: false });
    expect(decideDayMonthOrder(['25/01/2026', '01/25/2026'])).toEqual({ order: 'MDY', conflict: true });
  });
});
