import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { BANK_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { PlaidAdapter, PlaidCallError, type PlaidVerificationKey } from './plaid.adapter';
import { KEY_LOOKUPS_PER_MINUTE, PlaidWebhookVerifier, WEBHOOK_KEY_REFRESH_MS, WEBHOOK_MAX_AGE_SECONDS } from './plaid-webhook.verifier';
import { refusal } from '../../../test/helpers/refusal';

const NOW_MS = Date.UTC(2026, 10, 28, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

/** Plaid's key endpoint, in memory: the keys it knows, how often it was asked, and whether it is reachable. */
class FakePlaidKeys {
  configured = true;
  reachable = true;
  readonly keys = new Map<string, PlaidVerificationKey>();
  readonly asked: string[] = [];

  configurationRequired(): DomainException {
    return new DomainException(DomainErrorKind.UNAVAILABLE, BANK_MESSAGES.configurationRequiredMessage);
  }

  async webhookVerificationKey(kid: string): Promise<PlaidVerificationKey> {
    this.asked.push(kid);
    if (!this.reachable) throw new PlaidCallError(null, 'NETWORK_ERROR', 'ECONNRESET', 'unreachable', null, null, null);
    const key = this.keys.get(kid);
    if (!key) throw new PlaidCallError(400, 'INVALID_INPUT', 'INVALID_WEBHOOK_VERIFICATION_KEY_ID', 'unknown key', null, null, null);
    return key;
  }
}

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A Plaid-Verification token as Plaid signs it: ES256 over header.claims, raw r||s signature. */
function token(privateKey: KeyObject, body: string, options: { kid?: string; iat?: number; alg?: string; bodyHash?: string } = {}): string {
  const header = segment({ alg: options.alg ?? 'ES256', kid: options.kid ?? 'key-1', typ: 'JWT' });
  const claims = segment({ iat: options.iat ?? NOW_S, request_body_sha256: options.bodyHash ?? createHash('sha256').update(body).digest('hex') });
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), { key: privateKey, dsaEncoding: 'ieee-p1363' });
  return `${header}.${claims}.${signature.toString('base64url')}`;
}

function keyPair(kid: string, expiredAt: number | null = null) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const published = {
    alg: 'ES256',
    kid,
    kty: 'EC',
    crv: 'P-256',
    use: 'sig',
    x: jwk.x,
    y: jwk.y,
    created_at: NOW_S - 86_400,
    expired_at: expiredAt,
  } as unknown as PlaidVerificationKey;
  return { privateKey, published };
}

describe('PlaidWebhookVerifier', () => {
  const body = '{"webhook_type":"TRANSACTIONS","webhook_code":"SYNC_UPDATES_AVAILABLE","item_id":"item-1"}';
  let plaid: FakePlaidKeys;
  let verifier: PlaidWebhookVerifier;
  let privateKey: KeyObject;

  beforeAll(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  beforeEach(() => {
    plaid = new FakePlaidKeys();
    verifier = new PlaidWebhookVerifier(plaid as unknown as PlaidAdapter);
    const pair = keyPair('key-1');
    privateKey = pair.privateKey;
    plaid.keys.set('key-1', pair.published);
  });

  it('accepts a token signed by the published key over the exact body, and vouches for its hash', async () => {
    const verified = await verifier.verify(Buffer.from(body), token(privateKey, body), NOW_MS);
    expect(verified).toEqual({ kid: 'key-1', iat: NOW_S, bodySha256: createHash('sha256').update(body).digest('hex') });
  });

  it('refuses a body changed by one byte after signing, without asking Plaid for the key', async () => {
    const error = await refusal(verifier.verify(Buffer.from(body.replace('item-1', 'item-2')), token(privateKey, body), NOW_MS));
    expect(error.kind).toBe(DomainErrorKind.INVALID);
    expect(error.message).toBe(BANK_MESSAGES.webhookInvalid);
    expect(plaid.asked).toEqual([]);
  });

  it('refuses a token signed by another key under the same key id', async () => {
    const forger = keyPair('key-1').privateKey;
    expect((await refusal(verifier.verify(Buffer.from(body), token(forger, body), NOW_MS))).message).toBe(BANK_MESSAGES.webhookInvalid);
  });

  it('refuses a token issued more than five minutes ago or over a minute in the future, and accepts one at exactly five minutes', async () => {
    await expect(verifier.verify(Buffer.from(body), token(privateKey, body, { iat: NOW_S - WEBHOOK_MAX_AGE_SECONDS }), NOW_MS)).resolves.toBeDefined();
    expect((await refusal(verifier.verify(Buffer.from(body), token(privateKey, body, { iat: NOW_S - WEBHOOK_MAX_AGE_SECONDS - 1 }), NOW_MS))).kind).toBe(
      DomainErrorKind.INVALID,
    );
    expect((await refusal(verifier.verify(Buffer.from(body), token(privateKey, body, { iat: NOW_S + 61 }), NOW_MS))).kind).toBe(DomainErrorKind.INVALID);
  });

  it('refuses any algorithm but ES256, so a token cannot choose "none" or an HMAC', async () => {
    const header = segment({ alg: 'none', kid: 'key-1' });
    const claims = segment({ iat: NOW_S, request_body_sha256: createHash('sha256').update(body).digest('hex') });
    expect((await refusal(verifier.verify(Buffer.from(body), `${header}.${claims}.`, NOW_MS))).kind).toBe(DomainErrorKind.INVALID);
    expect((await refusal(verifier.verify(Buffer.from(body), token(privateKey, body, { alg: 'HS256' }), NOW_MS))).kind).toBe(DomainErrorKind.INVALID);
    expect(plaid.asked).toEqual([]);
  });

  it('refuses a key whose expired_at has passed', async () => {
    const expired = keyPair('old-key', NOW_S - 1);
    plaid.keys.set('old-key', expired.published);
    expect((await refusal(verifier.verify(Buffer.from(body), token(expired.privateKey, body, { kid: 'old-key' }), NOW_MS))).kind).toBe(DomainErrorKind.INVALID);
  });

  it('asks Plaid for a key once, then again only after the refresh interval', async () => {
    await verifier.verify(Buffer.from(body), token(privateKey, body), NOW_MS);
    await verifier.verify(Buffer.from(body), token(privateKey, body, { iat: NOW_S + 10 }), NOW_MS + 10_000);
    expect(plaid.asked).toEqual(['key-1']);
    const later = NOW_MS + WEBHOOK_KEY_REFRESH_MS;
    await verifier.verify(Buffer.from(body), token(privateKey, body, { iat: later / 1000 }), later);
    expect(plaid.asked).toEqual(['key-1', 'key-1']);
  });

  it('keeps serving a cached key when Plaid is unreachable at refresh time, and answers 502 when no key was ever fetched', async () => {
    await verifier.verify(Buffer.from(body), token(privateKey, body), NOW_MS);
    plaid.reachable = false;
    const later = NOW_MS + WEBHOOK_KEY_REFRESH_MS + 1000;
    await expect(verifier.verify(Buffer.from(body), token(privateKey, body, { iat: later / 1000 }), later)).resolves.toMatchObject({ kid: 'key-1' });

    const other = keyPair('key-2');
    const error = await refusal(verifier.verify(Buffer.from(body), token(other.privateKey, body, { kid: 'key-2', iat: later / 1000 }), later));
    expect(error.kind).toBe(DomainErrorKind.BAD_GATEWAY);
  });

  it('remembers a key id Plaid does not know and does not ask about it again', async () => {
    const stranger = keyPair('made-up').privateKey;
    await refusal(verifier.verify(Buffer.from(body), token(stranger, body, { kid: 'made-up' }), NOW_MS));
    await refusal(verifier.verify(Buffer.from(body), token(stranger, body, { kid: 'made-up' }), NOW_MS + 1000));
    expect(plaid.asked).toEqual(['made-up']);
  });

  it('asks Plaid about at most KEY_LOOKUPS_PER_MINUTE new key ids a minute', async () => {
    const stranger = keyPair('x').privateKey;
    for (let i = 0; i < KEY_LOOKUPS_PER_MINUTE + 5; i++)
      await refusal(verifier.verify(Buffer.from(body), token(stranger, body, { kid: `forged-${i}` }), NOW_MS));
    expect(plaid.asked).toHaveLength(KEY_LOOKUPS_PER_MINUTE);
    await refusal(verifier.verify(Buffer.from(body), token(stranger, body, { kid: 'forged-next-minute', iat: NOW_S + 60 }), NOW_MS + 60_000));
    expect(plaid.asked).toHaveLength(KEY_LOOKUPS_PER_MINUTE + 1);
  });

  it('answers "not configured" before looking at the token when Plaid has no keys', async () => {
    plaid.configured = false;
    expect((await refusal(verifier.verify(Buffer.from(body), 'garbage', NOW_MS))).kind).toBe(DomainErrorKind.UNAVAILABLE);
  });
});
