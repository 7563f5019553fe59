import { createHash, createPublicKey, timingSafeEqual, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { BANK_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { PlaidAdapter, PlaidCallError } from './plaid.adapter';

/** Plaid's rule: reject a webhook whose token was issued more than 5 minutes ago. */
export const WEBHOOK_MAX_AGE_SECONDS = 5 * 60;
/** Clock skew tolerated for a token "issued in the future". */
const FUTURE_SKEW_SECONDS = 60;

interface CachedKey {
  key: KeyObject;
  expiredAt: number | null;
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
 * /webhook_verification_key/get and is cached; `iat` at most 5 minutes old; the claim
 * `request_body_sha256` equal to the SHA-256 of the raw body.
 */
@Injectable()
export class PlaidWebhookVerifier {
  private readonly logger = new Logger('PlaidWebhooks');
  private readonly keys = new Map<string, CachedKey>();

  constructor(private readonly plaid: PlaidAdapter) {}

  async verify(rawBody: Buffer | undefined, token: string | undefined, nowMs = Date.now()): Promise<void> {
    if (!this.plaid.configured) throw this.plaid.configurationRequired();
    if (!rawBody || !token) throw invalid('no body or no Plaid-Verification header', this.logger);
    const [headerPart, claimsPart, signaturePart, extra] = token.split('.');
    const header = decodeSegment(headerPart);
    const claims = decodeSegment(claimsPart);
    if (!header || !claims || !signaturePart || extra !== undefined) throw invalid('malformed token', this.logger);
    if (header.alg !== 'ES256') throw invalid(`algorithm ${String(header.alg)}`, this.logger);
    if (typeof header.kid !== 'string' || !header.kid) throw invalid('no key id', this.logger);

    const key = await this.keyFor(header.kid);
    const nowSeconds = Math.floor(nowMs / 1000);
    if (key.expiredAt !== null && key.expiredAt <= nowSeconds) throw invalid(`key ${header.kid} expired`, this.logger);

    const signature = Buffer.from(signaturePart, 'base64url');
    const signed = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key: key.key, dsaEncoding: 'ieee-p1363' }, signature);
    if (!signed) throw invalid('bad signature', this.logger);

    const iat = claims.iat;
    if (typeof iat !== 'number' || !Number.isFinite(iat)) throw invalid('no iat', this.logger);
    if (nowSeconds - iat > WEBHOOK_MAX_AGE_SECONDS || iat - nowSeconds > FUTURE_SKEW_SECONDS) throw invalid(`stale token (iat ${iat})`, this.logger);

    const claimed = typeof claims.request_body_sha256 === 'string' ? claims.request_body_sha256 : '';
    const actual = createHash('sha256').update(rawBody).digest('hex');
    const matches = claimed.length === actual.length && timingSafeEqual(Buffer.from(claimed), Buffer.from(actual));
    if (!matches) throw invalid('body does not match its signed hash', this.logger);
  }

  private async keyFor(kid: string): Promise<CachedKey> {
    const cached = this.keys.get(kid);
    if (cached) return cached;
    let jwk;
    try {
      jwk = await this.plaid.webhookVerificationKey(kid);
    } catch (error) {
      if (error instanceof PlaidCallError && (error.errorType === 'INVALID_INPUT' || error.errorType === 'INVALID_REQUEST')) throw invalid(`unknown key id ${kid}`, this.logger);
      throw new DomainException(DomainErrorKind.BAD_GATEWAY, BANK_MESSAGES.providerUnreachable);
    }
    let key: KeyObject;
    try {
      key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } as JsonWebKey, format: 'jwk' });
    } catch {
      throw invalid(`key ${kid} is not a usable EC key`, this.logger);
    }
    const expiredAt = (jwk as { expired_at?: number | null }).expired_at ?? null;
    const entry = { key, expiredAt };
    this.keys.set(kid, entry);
    return entry;
  }
}
