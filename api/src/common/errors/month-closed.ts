import { MONTH_CLOSED_SQLSTATE } from '../../database/sqlstates';
import { DomainErrorKind, DomainException } from './domain-error';

/** The 409 of a change to a closed month ("October 2026 is closed; ask your bookkeeper to reopen it"); `month` is YYYY-MM. */
export const monthClosed = (month: string) => new DomainException(DomainErrorKind.CONFLICT, { key: 'monthClose:closed', params: { month } }, { month });

/** The 409 for an error the guard raised (TypeORM's QueryFailedError carries the driver's code and detail), else null. */
export function monthClosedOf(error: unknown): DomainException | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { code?: unknown; detail?: unknown; driverError?: { code?: unknown; detail?: unknown } };
  const code = e.code ?? e.driverError?.code;
  const detail = e.detail ?? e.driverError?.detail;
  if (code !== MONTH_CLOSED_SQLSTATE || typeof detail !== 'string' || !/^\d{4}-\d{2}$/.test(detail)) return null;
  return monthClosed(detail);
}
