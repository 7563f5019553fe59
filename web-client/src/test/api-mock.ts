import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

export function errorResponse(status: number, message: string, statusText = ''): Response {
  return jsonResponse({ statusCode: status, error: message, message }, status, statusText);
}

/** A promise that never settles: a request still in flight. */
export function pending(): Promise<Response> {
  return new Promise<Response>(() => {});
}

// Advertising events go out from every page a logged-in user opens, and the Profile
// tab lists the bank connections, the tax profile and who accessed the data, the Messages tab's badge reads the thread; a test that does not look at them should not have to
// answer them (here: no bank connected). Tests can still assert on them or override them.
const BACKGROUND_HANDLERS: Record<string, Handler> = {
  'POST /api/conversions/view-content': () => new Response(null, { status: 204 }),
  'POST /api/conversions/purchase': () => new Response(null, { status: 204 }),
  'GET /api/plaid/items': () => jsonResponse({ items: [] }),
  'GET /api/plaid/accounts': () => jsonResponse({ accounts: [] }),
  'GET /api/plaid/account-visibility': () => jsonResponse({ hiddenAccountIds: [] }),
  'GET /api/plaid/connection-health': () => jsonResponse({ needsReconnection: 0, items: [] }),
  // The Messages tab's unread badge reads the thread on every dashboard (here: an empty thread).
  'GET /api/conversation?limit=30': () => jsonResponse({ items: [], nextBefore: null, unreadCount: 0, otherSideRead: { upToMessageId: null, readAt: null } }),
  'GET /api/tax/profile': () =>
    jsonResponse({
      province: 'ON',
      gstHstNumber: null,
      qstNumber: null,
      filingFrequency: 'quarterly',
      method: 'regular',
      businessStructure: 'sole_proprietor',
      taxYearEnd: '12-31',
    }),
  'GET /api/user/access-log?page=1': () => jsonResponse({ items: [], page: 1, pageSize: 25, total: 0 }),
  // The dashboard's account manager card (here: none assigned yet).
  'GET /api/user/account-manager': () => jsonResponse({ manager: null }),
  'GET /api/user/data-exports': () => jsonResponse({ items: [] }),
  // The Receipts tab's missing list (here: nothing missing).
  'GET /api/receipts/missing?page=1&pageSize=20': () => jsonResponse({ purchases: [], total: 0, page: 1, pageSize: 20, from: '2026-08-01', to: '2026-10-30' }),
};

/**
 * Replaces fetch with a router of `"METHOD /path"` handlers. An unexpected call
 * fails loudly instead of hanging the test.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const routes = { ...BACKGROUND_HANDLERS, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one endpoint, for asserting on bodies and counts. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, url: string) {
  return fetchMock.mock.calls.filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method);
}

/** The parsed JSON bodies sent to one endpoint, oldest first. */
export function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, url: string): unknown[] {
  return callsTo(fetchMock, method, url).map(([, init]) => JSON.parse(String(init?.body)));
}
