import { isoMonth, monthBounds, monthsSpan } from './month-bounds';

describe('calendar months as ISO dates', () => {
  it("gives a month's first and last day, February of a leap year included", () => {
    expect(monthBounds({ year: 2026, month: 11 })).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(monthBounds({ year: 2028, month: 2 })).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthBounds({ year: 2026, month: 12 })).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('writes a month as yyyy-mm', () => {
    expect(isoMonth({ year: 2026, month: 3 })).toBe('2026-03');
    expect(isoMonth({ year: 2026, month: 12 })).toBe('2026-12');
  });

  it('spans months in any order, across a year end', () => {
    expect(
      monthsSpan([
        { year: 2027, month: 1 },
        { year: 2026, month: 11 },
        { year: 2026, month: 12 },
      ]),
    ).toEqual({ from: '2026-11-01', to: '2027-01-31' });
    expect(monthsSpan([{ year: 2026, month: 9 }])).toEqual({ from: '2026-09-01', to: '2026-09-30' });
  });
});
