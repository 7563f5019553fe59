import { errorReference } from '@ledgerleaf/contracts';
import { HttpError } from 'react-admin';

/** The API's own words (`error` of its error body) when it gave any, else the spec's fallback. */
export const httpErrorMessage = (error: unknown, fallback: string): string => {
  if (error instanceof HttpError) {
    const text = (error.body as { error?: unknown } | undefined)?.error;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return fallback;
};

/**
 * "Reference: <id>" for a failure on the server's side (a 5xx body's `requestId`), for staff
 * to quote to whoever reads the logs; nothing for other errors.
 */
export const errorReferenceOf = (error: unknown): string | undefined => {
  if (!(error instanceof HttpError) || error.status < 500) return undefined;
  const id = (error.body as { requestId?: unknown } | undefined)?.requestId;
  return typeof id === 'string' && id ? errorReference(id) : undefined;
};
