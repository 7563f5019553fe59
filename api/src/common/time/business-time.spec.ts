import { businessDay, lastDailyRun } from './business-time';

describe('scheduled run clock (business time zone, Toronto)', () => {
  it('dates a moment by the business day, not the UTC one', () => {
    expect(businessDay(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
    expect(businessDay(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25');
  });

  it('finds the latest daily run due: today once its minute passed, yesterday before', () => {
    expect(lastDailyRun(new Date('2026-11-25T08:14:00Z'), 3, 15)).toBe('2026-11-24');
    expect(lastDailyRun(new Date('2026-11-25T08:15:00Z'), 3, 15)).toBe('2026-11-25');
    // Summer time (UTC-4): 03:15 is 07:15 UTC.
    expect(lastDailyRun(new Date('2026-07-10T07:15:00Z'), 3, 15)).toBe('2026-07-10');
    // Just after midnight on the 1st: the month before's last day.
    expect(lastDailyRun(new Date('2026-03-01T05:30:00Z'), 3, 15)).toBe('2026-02-28');
  });
});
