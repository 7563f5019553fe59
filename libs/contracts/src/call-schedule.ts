// Date and time-zone rules of the call-request form, shared so the dialog disables
// exactly the dates the API refuses.

import { INPUT_LIMITS } from './constants.js';

/** No call can be booked before this day, whatever the time zone. */
export const EARLIEST_CALL_DATE = INPUT_LIMITS.earliestDate;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Area/Location names such as America/Toronto or America/Argentina/Buenos_Aires.
const IANA_NAME = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/;

let supportedZones: Set<string> | undefined;

/**
 * An IANA time zone this runtime knows: one of Intl.supportedValuesOf('timeZone'), UTC,
 * or an Area/Location alias Intl resolves (browsers differ on Asia/Kolkata vs Asia/Calcutta).
 */
export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  supportedZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (supportedZones.has(zone)) return true;
  if (!IANA_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The one date rule of every date field the API takes: a real YYYY-MM-DD day from
 * 1900-01-01 to 9999-12-31 (PostgreSQL has no year 0, and no business date is older).
 */
export function isAcceptedDate(value: unknown): value is string {
  return isIsoDate(value) && value >= INPUT_LIMITS.earliestDate && value <= INPUT_LIMITS.latestDate;
}

/** Today's date (YYYY-MM-DD) on the wall calendar of `zone`. */
export function todayInTimeZone(zone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The first date a caller in `zone` may choose: today there, and never before 1900-01-01.
 * For an unknown zone, the earliest "today" anywhere on Earth (UTC-12), so a date is
 * never refused only because the zone was mistyped.
 */
export function earliestCallDate(zone: string, now: Date = new Date()): string {
  const today = todayInTimeZone(isValidTimeZone(zone) ? zone : 'Etc/GMT+12', now);
  return today < EARLIEST_CALL_DATE ? EARLIEST_CALL_DATE : today;
}
