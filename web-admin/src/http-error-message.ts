import { HttpError } from 'react-admin';

/** The API's own words (`error` of its error body) when it gave any, else the spec's fallback. */
export const httpErrorMessage = (error: unknown, fallback: string): string => {
  if (error instanceof HttpError) {
    const text = (error.body as { error?: unknown } | undefined)?.error;
    if (typeof text === 'string' && text.trim()) return text;
  }
  return fallback;
};
