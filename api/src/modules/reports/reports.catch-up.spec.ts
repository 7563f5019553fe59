import { lastDueReportMonth } from './reports.catch-up';

describe('lastDueReportMonth', () => {
  it('is the previous month from 06:00 on the 1st (Toronto), the month before until then', () => {
    expect(lastDueReportMonth(new Date('2026-12-01T10:59:00Z'))).toEqual({ year: 2026, month: 10 });
    expect(lastDueReportMonth(new Date('2026-12-01T11:00:00Z'))).toEqual({ year: 2026, month: 11 });
    expect(lastDueReportMonth(new Date('2026-12-03T12:00:00Z'))).toEqual({ year: 2026, month: 11 });
  });

  it('crosses the year, in the business time zone', () => {
    expect(lastDueReportMonth(new Date('2027-01-01T12:00:00Z'))).toEqual({ year: 2026, month: 12 });
    // Midnight on January 1st in Toronto is still before 06:00: November's is the latest due.
    expect(lastDueReportMonth(new Date('2027-01-01T05:30:00Z'))).toEqual({ year: 2026, month: 11 });
    // 22:00 on November 30th in Toronto (already December in UTC): October's.
    expect(lastDueReportMonth(new Date('2026-12-01T03:00:00Z'))).toEqual({ year: 2026, month: 10 });
    expect(lastDueReportMonth(new Date('2027-02-14T12:00:00Z'))).toEqual({ year: 2027, month: 1 });
  });
});
