import { fetchUtils, HttpError } from 'react-admin';
import { errorReferenceOf } from './http-error-message';
import { currentLocale } from './i18n/locale';

export const API_URL = '/api';
/** The staff API; ra-data-simple-rest's lists live under it. */
export const ADMIN_API_URL = `${API_URL}/admin`;

/**
 * react-admin shows an HttpError's message in its own notifications and list errors: a
 * server error's message ends with its reference, for staff to quote.
 */
const withReference = (error: unknown): unknown => {
  const reference = errorReferenceOf(error);
  return reference && error instanceof HttpError ? new HttpError(`${error.message} ${reference}`, error.status, error.body) : error;
};

/**
 * Every request of the console says which language the staff member reads (en-CA / fr-CA), for
 * the API's messages; JSON is asked for unless the caller says otherwise.
 */
export const consoleHeaders = (headers?: HeadersInit): Headers => {
  const all = new Headers(headers);
  if (!all.has('Accept')) all.set('Accept', 'application/json');
  all.set('Accept-Language', currentLocale());
  return all;
};

// The console rides on the customer site's session cookie; it never holds a token.
export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, headers: consoleHeaders(options.headers), credentials: 'include' }).catch((error: unknown) => {
    throw withReference(error);
  });

/** The JSON answer of a request, typed by the caller. */
export const requestJson = <T>(url: string, options?: fetchUtils.Options) => httpClient(url, options).then(({ json }) => json as T);

/** A JSON body sent with `method`. */
export const sendJson = <T>(method: 'POST' | 'PUT' | 'PATCH', url: string, body: object) => requestJson<T>(url, { method, body: JSON.stringify(body) });

/** A file answer (not JSON), with the API's error body turned into an HttpError like fetchJson does. */
export const fetchBlob = async (url: string): Promise<Blob> => {
  const res = await fetch(url, { headers: consoleHeaders(), credentials: 'include' });
  if (!res.ok) {
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // plain text stays as it is
    }
    throw withReference(new HttpError((body as { error?: string })?.error ?? res.statusText, res.status, body));
  }
  return res.blob();
};
