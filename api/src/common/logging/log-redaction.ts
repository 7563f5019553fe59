/**
 * What never reaches a log line: the one list. Two nets, because a secret turns up in two ways.
 *
 * 1. By key (pino's `redact`): wherever an object logged carries one of SECRET_KEYS (a request's
 *    headers, an error's properties, fields a service logs), at the top or up to
 *    REDACT_DEPTH levels down, its value becomes REDACTED.
 * 2. By shape (SECRET_PATTERNS, applied to each finished line): provider credentials whose
 *    format is known are replaced wherever they appear, message text included (an SDK error
 *    that quotes the token it refused).
 */
import { withoutParameters } from '../../database/redacting-typeorm-logger';

export const REDACTED = '[Redacted]';

/** Property names whose values are secret, matched exactly (pino paths are case-sensitive). */
export const SECRET_KEYS = [
  // Passwords and their hashes
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  // Sessions, sign-in and two-factor login
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'token',
  'resetToken',
  'recoveryCode',
  'recoveryCodes',
  'secret',
  'totpSecret',
  'sessionSecret',
  'encryptionKey',
  // Plaid
  'accessToken',
  'access_token',
  'publicToken',
  'public_token',
  'linkToken',
  'link_token',
  'plaid-verification',
  'PLAID-SECRET',
  'plaidSecret',
  'client_secret',
  'clientSecret',
  // Stripe and the other providers' keys
  'apiKey',
  'api_key',
  'secretKey',
  'stripeSecretKey',
  'webhookSecret',
  'stripe-signature',
  // Bank account numbers (Plaid auth numbers and anything typed in)
  'account',
  'accountNumber',
  'account_number',
  'routing',
  'routingNumber',
  'routing_number',
  'wire_routing',
  'transitNumber',
  'institutionNumber',
  // Social insurance number
  'sin',
  'SIN',
  'socialInsuranceNumber',
] as const;

/** How deep below a logged value a secret key is still found (`*.key`, `*.*.key`, ...). */
const REDACT_DEPTH = 4;

/** Provider credentials by their documented shapes: Plaid tokens, Stripe and OpenAI keys, webhook secrets. */
export const SECRET_PATTERNS: readonly RegExp[] = [
  /\b(?:access|public|link)-(?:sandbox|development|production)-[0-9a-f-]{8,}/gi,
  /\b(?:sk|rk|pk)_(?:live|test)_[0-9a-zA-Z]{8,}/g,
  /\bwhsec_[0-9a-zA-Z]{8,}/g,
  /\bsk-(?:proj-|svcacct-|admin-)?[0-9a-zA-Z_-]{16,}/g,
];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** pino's `redact.paths`: each secret key at the top of a line and under up to REDACT_DEPTH levels. */
export function redactPaths(): string[] {
  const paths: string[] = [];
  for (const key of SECRET_KEYS) {
    const name = IDENTIFIER.test(key) ? key : `["${key}"]`;
    for (let depth = 0; depth <= REDACT_DEPTH; depth++) {
      const parents = Array.from({ length: depth }, () => '*').join('.');
      paths.push(!parents ? name : IDENTIFIER.test(key) ? `${parents}.${name}` : `${parents}${name}`);
    }
  }
  return paths;
}

/** Replaces every credential of a known shape in a finished line. */
export function scrubSecrets(line: string): string {
  let text = line;
  for (const pattern of SECRET_PATTERNS) text = text.replace(pattern, REDACTED);
  return text;
}

/** What an error's line keeps of it: what went wrong and where, never the data it was about. */
const ERROR_FIELDS = ['code', 'status', 'statusCode', 'errno', 'syscall', 'query'] as const;

/**
 * pino's `err` serializer. An error's own properties are not copied wholesale: TypeORM's
 * QueryFailedError holds the statement's parameters (hashes, e-mail addresses) and pg's
 * `detail` quotes the row; the HTTP clients' errors (axios in the Plaid SDK, Stripe's) carry
 * the request they sent, headers with keys and bodies with tokens as strings no key can
 * reach. A line keeps the type, message and stack (parameters quoted in them replaced, as
 * the database logger does), the codes, the answer's status and body, and the cause.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: String(error) };
  const e = error as Error & Record<string, unknown>;
  const parameters = Array.isArray(e.parameters) ? (e.parameters as unknown[]) : undefined;
  const clean = (text: unknown) => (typeof text === 'string' && parameters ? withoutParameters(text, parameters) : text);
  const serialized: Record<string, unknown> = { type: e.constructor?.name ?? 'Error', message: clean(e.message), stack: clean(e.stack) };
  for (const field of ERROR_FIELDS) if (e[field] !== undefined && typeof e[field] !== 'object') serialized[field] = e[field];
  const response = e.response as { status?: unknown; data?: unknown } | undefined;
  if (response && typeof response === 'object') serialized.response = { status: response.status, data: response.data };
  if (e.cause !== undefined && depth < 3) serialized.cause = serializeError(e.cause, depth + 1);
  return serialized;
}
