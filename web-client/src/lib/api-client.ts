// The one fetch helper of the app. The API lives on the same origin and keeps the
// session in a cookie, so every call sends credentials and no token is stored here.
import type { QueryFunction } from '@tanstack/react-query';
import { ERRORS, type ApiErrorBody } from '@ledgerleaf/contracts';
import { currentLocale, i18n } from '../i18n/i18n';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A non-ok answer. `message` is `"<status>: <body text or statusText>"`. `requestId` names
 * the request in the server's logs: a 5xx body's `requestId`, else its X-Request-Id header.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  readonly requestId?: string;

  constructor(status: number, statusText: string, bodyText: string, requestIdHeader?: string | null) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.requestId = requestIdFromBody(bodyText) ?? (requestIdHeader || undefined);
  }
}

function requestIdFromBody(bodyText: string): string | undefined {
  try {
    const id = (JSON.parse(bodyText) as Partial<ApiErrorBody>).requestId;
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * "Reference: <id>" ("Référence : <id>" in French, the screens' language: common:errorReference)
 * for a failure on the server's side (5xx), shown beside the error so the person can quote it
 * to support; nothing for other errors (their message says what to do).
 */
export function errorReferenceOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 500 && error.requestId
    ? i18n.t('common:errorReference', { requestId: error.requestId, lng: currentLocale() })
    : undefined;
}

function buildInit({ method = 'GET', body, signal }: ApiRequestOptions): RequestInit {
  // The API answers its messages in the language the screens are in (issue 31).
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  const init: RequestInit = { method, credentials: 'include', signal, headers };
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  return init;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, res.statusText, text, res.headers.get('X-Request-Id'));
}

async function readBody<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!text) return undefined as T;
  const type = res.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

export async function apiRequest<T>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  const res = await fetch(url, buildInit(options));
  await throwIfNotOk(res);
  return readBody<T>(res);
}

export type On401Behavior = 'returnNull' | 'throw';

/**
 * A query function that fetches `queryKey[0]` as a URL. With `returnNull`, a 401
 * resolves to null instead of failing: the current-user lookup uses it so a visitor
 * is "no user", not an error.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: On401Behavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(String(queryKey[0]), buildInit({ signal }));
    if (on401 === 'returnNull' && res.status === 401) {
      // Read the answer even though it is not used: Chromium keeps a response whose body
      // nobody reads loading (its connection busy, the page never network-idle) until
      // the Response is garbage collected.
      await res.text();
      return null;
    }
    await throwIfNotOk(res);
    return readBody<T>(res);
  };
}

const STATUS_PREFIX = /^\d{3}: ([\s\S]*)$/;

function messageFromBody(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as Partial<ApiErrorBody>;
    for (const candidate of [body.message, body.error]) {
      if (typeof candidate === 'string' && candidate.trim()) return candidate;
    }
  } catch {
    // Not JSON (a proxy page or plain text): the caller falls back to the raw text.
  }
  return undefined;
}

/**
 * The human part of an error for a toast: the server's `message`/`error` field when
 * the body is the API's JSON error shape, else the raw body text, else `fallback`.
 */
export function getErrorMessage(error: unknown, fallback: string = ERRORS.internal): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = STATUS_PREFIX.exec(error.message);
  if (!match) return error.message;
  const raw = match[1].trim();
  return messageFromBody(raw) ?? (raw || fallback);
}

/** The messages the API gave for one field of the request (a 400's `fields`), if any. */
export function getFieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const body = JSON.parse(error.bodyText) as Partial<ApiErrorBody>;
    const messages = body.fields?.[field];
    return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * For a toast with a spec fallback ("Failed to ..."): the server's text when the API
 * answered, otherwise (network down, a bug) the fallback rather than the browser's wording.
 */
export function getApiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? getErrorMessage(error, fallback) : fallback;
}

/**
 * A failure toast whose title is the spec's text ("Failed to ...") and whose line below
 * is the server's explanation when it gave one (a missing column, a duplicate name).
 */
export function failureToast(error: unknown, title: string) {
  const detail = error instanceof ApiError ? getErrorMessage(error, '') : '';
  return { title, description: detail && detail !== title ? detail : undefined, reference: errorReferenceOf(error), variant: 'destructive' as const };
}
