import { ApiError, getErrorMessage } from '../../../lib/api-client';

/**
 * The toast text for a failed public form. A 400 or 429 carries a message the visitor
 * can act on (which field, how long to wait); anything else gets the spec's fallback.
 */
export function formErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
    return getErrorMessage(error, fallback);
  }
  return fallback;
}
