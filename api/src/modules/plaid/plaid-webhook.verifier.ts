import { createHash, createPublicKey, timingSafeEqual, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { BANK_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { PlaidAdapter, PlaidCallError } from './plaid.adapter';

/** Plaid's rule: reject a webhook whose token was issued more than 5 minutes ago. */
export const WEBHOOK_MAX_AGE_SECONDS = 5 * 60;
/** Clock skew tolerated for a token "issued in the future". */
const FUTURE_SKEW_SECONDS = 60;
/** A cached key is fetched again after this long, so that an `expired_at` Plaid sets later is seen. */
export const WEBHOOK_KEY_REFRESH_MS = 60 * 60 * 1000;
/** A key id Plaid said it does not know is refused without asking again for this long. */
const UNKNOWN_KID_TTL_MS = 10 * 60 * 1000;
/** At most this many look-ups of key ids not in the cache per minute: a flood of made-up ids never reaches Plaid. */
export const KEY_LOOKUPS_PER_MINUTE = 10;
/** Most unknown key ids remembered (the oldest is forgotten first). */
const UNKNOWN_KID_CACHE_SIZE = 1000;

interface CachedKey {
  key: KeyObject;
  expiredAt: number | null;
  fetchedAt: number;
}

/** What a verified token vouches for: the delivery's identity, whatever bytes encode it. */
export interface VerifiedWebhook {
  kid: string;
  iat: number;
  bodySha256: string;
}

const invalid = (reason: string, logger: Logger): DomainException => {
  logger.warn(`Rejected a Plaid webhook: ${reason}`);
  return new DomainException(DomainErrorKind.INVALID, BANK_MESSAGES.webhookInvalid);
};

function decodeSegment(segment: string | undefined): Record<string, unknown> | null {
  if (!segment) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Verifies the Plaid-Verification header: an ES256 JWT whose key (by `kid`) comes from
 * /webhook_verification_key/get; `iat` at most 5 minutes old; the claim
 * `request_body_sha256` equal to the SHA-256 of the raw body. Keys are cached and fetched
 * again hourly (their `expired_at` honoured); key ids Plaid does not know are remembered
 * for a while and look-ups of new ids are rate-limited, so forged tokens cost Plaid nothing.
 */
@Injectable()
export class PlaidWebhookVerifier {
  private readonly logger = new Logger('PlaidWebhooks');
  private readonly keys = new Map<string, CachedKey>();
  /** kid → until when it is refused without asking Plaid. */
  private readonly unknownKids = new Map<string, number>();
  private lookupWindowStart = 0;
  private lookupsInWindow = 0;

  constructor(private readonly plaid: PlaidAdapter) {}

  async verify(rawBody: Buffer | undefined, token: string | undefined, nowMs = Date.now()): Promise<VerifiedWebhook> {
    if (!this.plaid.configured) throw this.plaid.configurationRequired();
    if (!rawBody || !token) throw invalid('no body or no Plaid-Verification header', this.logger);
    const [headerPart, claimsPart, signaturePart, extra] = token.split('.');
    const header = decodeSegment(headerPart);
    const claims = decodeSegment(claimsPart);
    if (!header || !claims || !signaturePart || extra !== undefined) throw invalid('malformed token', this.logger);
    if (header.alg !== 'ES256') throw invalid(`algorithm ${String(header.alg)}`, this.logger);
    if (typeof header.kid !== 'string' || !header.kid || header.kid.length > 200) throw invalid('no key id', this.logger);
    const kid = header.kid;

    // Cheap checks before any key look-up: a stale or body-mismatched token never costs a call.
    const nowSeconds = Math.floor(nowMs / 1000);
    const iat = claims.iat;
    if (typeof iat !== 'number' || !Number.isFinite(iat)) throw invalid('no iat', this.logger);
    if (nowSeconds - iat > WEBHOOK_MAX_AGE_SECONDS || iat - nowSeconds > FUTURE_SKEW_SECONDS) throw invalid(`stale token (iat ${iat})`, this.logger);
    const claimed = typeof claims.request_body_sha256 === 'string' ? claims.request_body_sha256 : '';
    const actual = createHash('sha256').update(rawBody).digest('hex');
    const matches = claimed.length === actual.length && timingSafeEqual(Buffer.from(claimed), Buffer.from(actual));
    if (!matches) throw invalid('body does not match its signed hash', this.logger);

    const key = await this.keyFor(kid, nowMs);
    if (key.expiredAt !== null && key.expiredAt <= nowSeconds) throw invalid(`key ${kid} expired`, this.logger);

    const signature = Buffer.from(signaturePart, 'base64url');
    const signed = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key: key.key, dsaEncoding: 'ieee-p1363' }, signature);
    if (!signed) throw invalid('bad signature', this.logger);
    return { kid, iat, bodySha256: actual };
  }

  private async keyFor(kid: string, nowMs: number): Promise<CachedKey> {
    const cached = this.keys.get(kid);
    if (cached && nowMs - cached.fetchedAt < WEBHOOK_KEY_REFRESH_MS) return cached;
    const refusedUntil = this.unknownKids.get(kid);
    if (refusedUntil !== undefined && refusedUntil > nowMs) throw invalid(`unknown key id ${kid} (remembered)`, this.logger);
    if (!cached && !this.mayLookUp(nowMs)) throw invalid(`key id ${kid} not looked up: too many unknown key ids this minute`, this.logger);
    let jwk;
    try {
      jwk = await this.plaid.webhookVerificationKey(kid);
    } catch (error) {
      if (error instanceof PlaidCallError && (error.errorType === 'INVALID_INPUT' || error.errorType === 'INVALID_REQUEST')) {
        this.keys.delete(kid);
        this.rememberUnknown(kid, nowMs);
        throw invalid(`unknown key id ${kid}`, this.logger);
      }
      // Plaid unreachable: a key fetched before still serves (its expiry is still checked).
      if (cached) return cached;
      throw new DomainException(DomainErrorKind.BAD_GATEWAY, BANK_MESSAGES.providerUnreachable);
    }
    let key: KeyObject;
    try {
      key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } as JsonWebKey, format: 'jwk' });
    } catch {
      throw invalid(`key ${kid} is not a usable EC key`, this.logger);
    }
    const expiredAt = (jwk as { expired_at?: number | null }).expired_at ?? null;
    const entry = { key, expiredAt, fetchedAt: nowMs };
    this.keys.set(kid, entry);
    return entry;
  }

  /** A fixed one-minute window shared by every caller: Plaid's key endpoint is asked at most KEY_LOOKUPS_PER_MINUTE times for new ids. */
  private mayLookUp(nowMs: number): boolean {
    if (nowMs - this.lookupWindowStart >= 60_000) {
      this.lookupWindowStart = nowMs;
      this.lookupsInWindow = 0;
    }
    return ++this.lookupsInWindow <= KEY_LOOKUPS_PER_MINUTE;
  }

  private rememberUnknown(kid: string, nowMs: number): void {
    this.unknownKids.delete(kid);
    if (this.unknownKids.size >= UNKNOWN_KID_CACHE_SIZE) this.unknownKids.delete(this.unknownKids.keys().next().value!);
    this.unknownKids.set(kid, nowMs + UNKNOWN_KID_TTL_MS);
  }
}
