import { describe, expect, it, vi } from 'vitest';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError, apiRequest, errorReferenceOf, getApiErrorMessage, getErrorMessage, getQueryFn } from './api-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function queryContext(url: string): QueryFunctionContext {
  return { queryKey: [url], signal: new AbortController().signal, meta: undefined, client: undefined as never };
}

const invalidCredentials = JSON.stringify({
  statusCode: 401,
  error: 'Invalid email or password',
  message: 'Invalid email or password',
});

describe('apiRequest', () => {
  it('turns a non-ok answer into "<status>: <body text>"', async () => {
    stubFetch(new Response(invalidCredentials, { status: 401, statusText: 'Unauthorized' }));

    const failure = apiRequest('/api/login', { method: 'POST', body: { email: 'a@b.ca', password: 'secret1' } });

    await expect(failure).rejects.toHaveProperty('message', `401: ${invalidCredentials}`);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });

  it('uses the status text when the error body is empty', async () => {
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    await expect(apiRequest('/api/user')).rejects.toHaveProperty('message', '503: Service Unavailable');
  });

  it('sends the session cookie with every call', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));

    await apiRequest('/api/logout', { method: 'POST' });

    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ credentials: 'include', method: 'POST' }));
  });

  it('sends a given body as JSON and parses a JSON answer', async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ id: 1, firstName: 'Jo' }), { headers: { 'Content-Type': 'application/json' } }));

    const user = await apiRequest<{ id: number; firstName: string }>('/api/login', {
      method: 'POST',
      body: { email: 'jo@example.ca', password: 'secret1' },
    });

    const init = fetchMock.mock.calls[0][1];
    expect(init?.headers).toEqual({ 'Accept-Language': 'en-CA', 'Content-Type': 'application/json' });
    expect(init?.body).toBe(JSON.stringify({ email: 'jo@example.ca', password: 'secret1' }));
    expect(user).toEqual({ id: 1, firstName: 'Jo' });
  });

  it('sends no body and no content type when none is given, only the language', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 200 }));

    await expect(apiRequest('/api/logout', { method: 'POST' })).resolves.toBeUndefined();

    const init = fetchMock.mock.calls[0][1];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({ 'Accept-Language': 'en-CA' });
  });
});

describe('getQueryFn', () => {
  it('resolves a 401 to null with on401 "returnNull"', async () => {
    const fetchMock = stubFetch(new Response('{"statusCode":401}', { status: 401, statusText: 'Unauthorized' }));

    const result = await getQueryFn({ on401: 'returnNull' })(queryContext('/api/user'));

    expect(result).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
  });

  it('reads the body of a 401 it turns into null, so the request finishes', async () => {
    const response = new Response('{"statusCode":401}', { status: 401, statusText: 'Unauthorized' });
    stubFetch(response);

    await getQueryFn({ on401: 'returnNull' })(queryContext('/api/user'));

    expect(response.bodyUsed).toBe(true);
  });

  it('rejects a 401 with on401 "throw"', async () => {
    stubFetch(new Response('Please log in to continue.', { status: 401, statusText: 'Unauthorized' }));

    await expect(getQueryFn({ on401: 'throw' })(queryContext('/api/user'))).rejects.toHaveProperty('message', '401: Please log in to continue.');
  });

  it('still rejects other failures with on401 "returnNull"', async () => {
    stubFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));

    await expect(getQueryFn({ on401: 'returnNull' })(queryContext('/api/user'))).rejects.toHaveProperty('message', '500: Internal Server Error');
  });

  it('returns the parsed body of an ok answer', async () => {
    stubFetch(new Response(JSON.stringify({ id: 3 }), { headers: { 'Content-Type': 'application/json' } }));

    await expect(getQueryFn({ on401: 'returnNull' })(queryContext('/api/user'))).resolves.toEqual({ id: 3 });
  });
});

describe('getErrorMessage', () => {
  it("takes the human text from the server's JSON error body", () => {
    expect(getErrorMessage(new Error(`401: ${invalidCredentials}`))).toBe('Invalid email or password');
  });

  it('reads the error field when message is missing', () => {
    expect(getErrorMessage(new Error('400: {"statusCode":400,"error":"Email is already registered"}'))).toBe('Email is already registered');
  });

  it('falls back to the raw body text when it is not JSON', () => {
    expect(getErrorMessage(new Error('502: Bad Gateway'))).toBe('Bad Gateway');
  });

  it('returns the message of an error that did not come from the API', () => {
    expect(getErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('uses the fallback for something that is not an Error', () => {
    expect(getErrorMessage('nope', 'Failed to log out')).toBe('Failed to log out');
  });
});

describe('getApiErrorMessage', () => {
  it("gives the server's text for an API answer", () => {
    expect(getApiErrorMessage(new ApiError(409, 'Conflict', invalidCredentials), 'Failed to update profile')).toBe('Invalid email or password');
  });

  it('gives the fallback when the request never reached the API', () => {
    expect(getApiErrorMessage(new TypeError('Failed to fetch'), 'Failed to update profile')).toBe('Failed to update profile');
  });
});

describe('errorReferenceOf', () => {
  it('reads a 5xx body\'s requestId and keeps the spec\'s "<status>: <body>" message', async () => {
    const body = JSON.stringify({
      statusCode: 503,
      error: 'Ledgerleaf is briefly unavailable.',
      message: 'Ledgerleaf is briefly unavailable.',
      requestId: 'body-id-1',
    });
    stubFetch(new Response(body, { status: 503, headers: { 'X-Request-Id': 'header-id-1' } }));
    const error = await apiRequest('/api/user').catch((e: unknown) => e);
    expect(error).toHaveProperty('message', `503: ${body}`);
    expect(errorReferenceOf(error)).toBe('Reference: body-id-1');
  });

  it('says nothing for a 4xx, a network failure or another error', () => {
    expect(errorReferenceOf(new ApiError(400, 'Bad Request', '{"statusCode":400,"error":"x","message":"x"}', 'id-400'))).toBeUndefined();
    expect(errorReferenceOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorReferenceOf(undefined)).toBeUndefined();
  });
});
