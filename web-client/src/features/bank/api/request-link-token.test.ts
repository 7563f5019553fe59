import { describe, expect, it } from 'vitest';
import { BANK_TEXTS, type ConfigurationRequiredBody } from '@ledgerleaf/contracts';
import { LinkTokenError, readLinkTokenAnswer, type LinkTokenFailure } from './request-link-token';

const failureOf = async (res: Response): Promise<LinkTokenFailure> => {
  try {
    await readLinkTokenAnswer(res);
  } catch (error) {
    if (error instanceof LinkTokenError) return error.failure;
    throw error;
  }
  throw new Error('expected a failure');
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('readLinkTokenAnswer', () => {
  it('returns the link token', async () => {
    await expect(readLinkTokenAnswer(json({ link_token: 'link-sandbox-1', expiration: '2026-11-23T20:00:00Z' }))).resolves.toBe('link-sandbox-1');
  });

  it('reads an HTML page as an expired session, whatever its status', async () => {
    const page = new Response('<!DOCTYPE html><html><body>Log in</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    expect(await failureOf(page)).toEqual({ kind: 'session' });
    expect(await failureOf(new Response('<html></html>', { status: 200 }))).toEqual({ kind: 'session' });
    expect(await failureOf(json({ error: 'Please log in to continue.' }, 401))).toEqual({ kind: 'session' });
  });

  it('names an empty answer and one that is not JSON', async () => {
    expect(await failureOf(new Response('', { status: 200 }))).toEqual({ kind: 'empty', message: BANK_TEXTS.emptyResponse });
    expect(await failureOf(new Response('{"link_token":', { status: 200 }))).toEqual({ kind: 'parse', message: BANK_TEXTS.parseFailed });
  });

  it('says so when the JSON has no token', async () => {
    expect(await failureOf(json({ expiration: 'x' }))).toEqual({ kind: 'no-token', message: BANK_TEXTS.noLinkToken });
  });

  it('hands over the Configuration Required body with its redirect URI', async () => {
    const body: ConfigurationRequiredBody = {
      statusCode: 503,
      error: 'Configuration Required',
      message: 'Bank connections are not set up on this server yet.',
      redirect_uri: 'https://app.example/oauth-callback',
      setup_steps: ['Set PLAID_CLIENT_ID'],
      missing: ['PLAID_CLIENT_ID'],
    };
    expect(await failureOf(json(body, 503))).toEqual({ kind: 'configuration', body });
  });

  it("uses the server's message for other errors, else 'Failed to create link token'", async () => {
    expect(await failureOf(json({ statusCode: 502, error: 'Plaid said no', message: 'Plaid said no' }, 502))).toEqual({
      kind: 'failed',
      message: 'Plaid said no',
    });
    expect(await failureOf(json({}, 500))).toEqual({ kind: 'failed', message: BANK_TEXTS.linkTokenFailed });
  });
});
