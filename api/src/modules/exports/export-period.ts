import { EXPORT_MAX_DAYS, EXPORT_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';

export interface ExportPeriod {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds of a real calendar day written YYYY-MM-DD, or null (2026-02-30 is not one). */
function isoDay(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value ? null : ms;
}

/** `?from=&to=` of an export: two ISO days, from ≤ to, at most EXPORT_MAX_DAYS both included; a 400 names the rule broken. */
export function parseExportPeriod(query: Record<string, unknown>): ExportPeriod {
  const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);
  const from = isoDay(query.from);
  if (from === null) throw invalid(EXPORT_MESSAGES.dateFormat('from'));
  const to = isoDay(query.to);
  if (to === null) throw invalid(EXPORT_MESSAGES.dateFormat('to'));
  if (from > to) throw invalid(EXPORT_MESSAGES.fromAfterTo);
  if ((to - from) / DAY_MS + 1 > EXPORT_MAX_DAYS) throw invalid(EXPORT_MESSAGES.rangeTooLong);
  return { from: query.from as string, to: query.to as string };
}

/** `?part=` of an export: null when absent, else a whole number from 1 (a 400 otherwise). */
export function parseExportPart(query: Record<string, unknown>): number | null {
  if (query.part === undefined) return null;
  const part = typeof query.part === 'string' && /^[1-9]\d{0,5}$/.test(query.part) ? Number(query.part) : null;
  if (part === null) throw new DomainException(DomainErrorKind.INVALID, EXPORT_MESSAGES.partFormat);
  return part;
}
