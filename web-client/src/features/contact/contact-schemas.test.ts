import { describe, expect, it } from 'vitest';
import { addDays, format } from 'date-fns';
import { callRequestSchema, firstCallDay } from './contact-schemas';

const valid = {
  firstName: 'Nadia',
  lastName: 'Roy',
  email: 'nadia@example.ca',
  phone: '5145550199',
  preferredTime: '09:00',
  timezone: 'America/Toronto',
  website: '',
};

describe('call-request rules', () => {
  it('starts the calendar on today in the chosen time zone, as the API does', () => {
    // 03:00 UTC on 1 March: still 28 February in Vancouver, already 1 March in Tokyo.
    const now = new Date('2026-03-01T03:00:00Z');

    expect(format(firstCallDay('America/Vancouver', now), 'yyyy-MM-dd')).toBe('2026-02-28');
    expect(format(firstCallDay('Asia/Tokyo', now), 'yyyy-MM-dd')).toBe('2026-03-01');
  });

  it('refuses yesterday and an unknown time zone, and accepts tomorrow', () => {
    const yesterday = callRequestSchema.safeParse({ ...valid, preferredDate: addDays(new Date(), -2) });
    expect(yesterday.error?.issues.map((issue) => issue.message)).toEqual(['contact:validation.preferredDatePast']);

    const badZone = callRequestSchema.safeParse({ ...valid, preferredDate: addDays(new Date(), 1), timezone: 'Mars/Olympus' });
    expect(badZone.error?.issues.map((issue) => issue.message)).toEqual(['contact:validation.timezoneInvalid']);

    expect(callRequestSchema.safeParse({ ...valid, preferredDate: addDays(new Date(), 1) }).success).toBe(true);
  });

  it('asks for a date when the picker is empty or half typed', () => {
    for (const preferredDate of [null, new Date('not a date')]) {
      const result = callRequestSchema.safeParse({ ...valid, preferredDate });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['contact:validation.preferredDateRequired']);
    }
  });
});
