import { bankText } from '../utils/bank-text';
import { BANK_MESSAGES, type ConfigurationRequiredBody, type LinkTokenResponse, type ReconnectLinkTokenRequest } from '@ledgerleaf/contracts';
import { BANK_URLS } from './bank-query-keys';

/**
 * Why no Link token came back, in the spec's cases (client-spec 8, "Bank link"):
 * session: the answer was an HTML page or a 401 (the session expired; the page reloads);
 * empty / parse: the body was empty or not JSON; no-token: JSON without link_token;
 * configuration: Plaid is not configured (instructions with the redirect URI);
 * failed: any other error, with the server's message when it gave one.
 */
export type LinkTokenFailure =
  | { kind: 'session' }
  | { kind: 'empty'; message: string }
  | { kind: 'parse'; message: string }
  | { kind: 'no-token'; message: string }
  | { kind: 'configuration'; body: ConfigurationRequiredBody }
  | { kind: 'failed'; message: string };

export class LinkTokenError extends Error {
  constructor(readonly failure: LinkTokenFailure) {
    super('message' in failure ? failure.message : failure.kind);
    this.name = 'LinkTokenError';
  }
}

function looksLikeHtml(contentType: string, text: string): boolean {
  return contentType.includes('text/html') || /^\s*<(!doctype|html)/i.test(text);
}

function isConfigurationRequired(body: unknown): body is ConfigurationRequiredBody {
  return typeof body === 'object' && body !== null && (body as { error?: unknown }).error === BANK_MESSAGES.configurationRequired;
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  for (const text of [message, error]) if (typeof text === 'string' && text.trim()) return text;
  return undefined;
}

/** Reads a link-token answer the careful way the spec asks for; throws LinkTokenError. */
export async function readLinkTokenAnswer(res: Response): Promise<string> {
  const text = await res.text();
  if (res.status === 401 || looksLikeHtml(res.headers.get('Content-Type') ?? '', text)) {
    throw new LinkTokenError({ kind: 'session' });
  }
  if (!text.trim()) throw new LinkTokenError({ kind: 'empty', message: bankText('emptyResponse') });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new LinkTokenError({ kind: 'parse', message: bankText('parseFailed') });
  }
  if (isConfigurationRequired(body)) throw new LinkTokenError({ kind: 'configuration', body });
  if (!res.ok) throw new LinkTokenError({ kind: 'failed', message: serverMessage(body) ?? bankText('linkTokenFailed') });
  const token = (body as Partial<LinkTokenResponse>).link_token;
  if (typeof token !== 'string' || !token) throw new LinkTokenError({ kind: 'no-token', message: bankText('noLinkToken') });
  return token;
}

async function postForToken(url: string, body?: unknown): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new LinkTokenError({ kind: 'failed', message: bankText('linkTokenFailed') });
  }
  return readLinkTokenAnswer(res);
}

/** POST /api/plaid/create-link-token: a Link token for a new connection. */
export function createLinkToken(): Promise<string> {
  return postForToken(BANK_URLS.createLinkToken);
}

/** POST /api/plaid/reconnect-link-token {itemId}: a Link token in update mode. */
export function createReconnectLinkToken(itemId: number): Promise<string> {
  const request: ReconnectLinkTokenRequest = { itemId };
  return postForToken(BANK_URLS.reconnectLinkToken, request);
}
