import { isIP } from 'node:net';
import { plainToInstance } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { RECONCILE_INTERVAL_MS } from '@ledgerleaf/contracts';
import { DB_TIMEOUT_DEFAULTS } from './database-timeouts';
import { productionRefusals } from './production-refusals';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export const LOG_FORMATS = ['json', 'pretty'] as const;
export const PLAID_ENVS = ['sandbox', 'development', 'production'] as const;

function toBool(value: string): boolean | string {
  const lower = value.toLowerCase();
  if (['1', 'true', 'yes'].includes(lower)) return true;
  if (['0', 'false', 'no'].includes(lower)) return false;
  return value;
}

/**
 * Every environment variable the API reads. Boot fails when one is wrong, naming the
 * variable and what it expects (see `validateEnvironment`).
 */
export class EnvironmentVariables {
  @IsIn(NODE_ENVS)
  NODE_ENV: (typeof NODE_ENVS)[number] = 'development';

  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  @Matches(/^postgres(ql)?:\/\/.+/, { message: '$property must be a postgres:// connection URL' })
  DATABASE_URL: string;

  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: '$property must be a redis:// URL' })
  REDIS_URL?: string;

  @IsString()
  @MinLength(1)
  QUEUE_PREFIX = 'ledgerleaf';

  @IsOptional()
  @IsString()
  @MinLength(32, { message: '$property must be at least 32 characters' })
  SESSION_SECRET?: string;

  @IsInt()
  @Min(5)
  SESSION_IDLE_MINUTES = 30;

  @IsInt()
  @Min(1)
  SESSION_ABSOLUTE_HOURS = 12;

  @IsOptional()
  @Matches(/^[0-9a-fA-F]{64}$/, { message: '$property must be 64 hex characters (32 bytes)' })
  ENCRYPTION_KEY?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_URL?: string;

  @IsOptional()
  @IsString()
  DATA_DIR?: string;

  /** Which proxies' X-Forwarded-For to believe: see `parseTrustProxy`. */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  @IsOptional()
  @IsBoolean()
  RUN_WORKER?: boolean;

  @IsOptional()
  @IsBoolean()
  SERVE_WEB?: boolean;

  /** /api/docs and health details for everyone; unset: yes outside production, staff only in production. */
  @IsOptional()
  @IsBoolean()
  PUBLIC_API_DOCS?: boolean;

  /** Staff must turn on two-factor login before anything else in the console; unset: yes in production, no elsewhere. */
  @IsOptional()
  @IsBoolean()
  STAFF_MFA_REQUIRED?: boolean;

  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: '$property must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /**
   * Production refuses to start without SMTP_URL (the outbox writes reset links to disk in
   * clear). Only local throw-away production stacks (tests, benchmarks) set this.
   */
  @IsOptional()
  @IsBoolean()
  MAIL_OUTBOX_IN_PRODUCTION?: boolean;

  @IsString()
  @MinLength(3)
  MAIL_FROM = 'Ledgerleaf <no-reply@ledgerleaf.ca>';

  @IsOptional()
  @Matches(/^[^\s@,]+@[^\s@,]+\.[^\s@,]+(\s*,\s*[^\s@,]+@[^\s@,]+\.[^\s@,]+)*$/, {
    message: '$property must be an e-mail address, or several separated by commas',
  })
  STAFF_NOTIFICATION_EMAIL?: string;

  @IsOptional()
  @Matches(/^(sk|rk)_\w+$/, { message: '$property must be a Stripe secret key (sk_... or rk_...)' })
  STRIPE_SECRET_KEY?: string;

  @IsOptional()
  @Matches(/^whsec_\w+$/, { message: '$property must be a Stripe webhook signing secret (whsec_...)' })
  STRIPE_WEBHOOK_SECRET?: string;

  @IsOptional()
  @Matches(/^price_\w+$/, { message: '$property must be a Stripe price id (price_...)' })
  STRIPE_PRICE_MONTHLY?: string;

  @IsOptional()
  @Matches(/^price_\w+$/, { message: '$property must be a Stripe price id (price_...)' })
  STRIPE_PRICE_ANNUAL?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  STRIPE_API_BASE?: string;

  @IsOptional()
  @Matches(/^\d+$/, { message: '$property must be a numeric Meta pixel id' })
  META_PIXEL_ID?: string;

  @IsOptional()
  @IsString()
  @MinLength(10)
  META_ACCESS_TOKEN?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  META_API_BASE?: string;

  @Matches(/^v\d+\.\d+$/, { message: '$property must look like v21.0' })
  META_API_VERSION = 'v21.0';

  @IsOptional()
  @Matches(/^[0-9a-zA-Z-]{8,64}$/, { message: '$property must be the Plaid client id from dashboard.plaid.com (letters and digits)' })
  PLAID_CLIENT_ID?: string;

  @IsOptional()
  @Matches(/^[0-9a-zA-Z-]{8,64}$/, { message: '$property must be the Plaid secret of the chosen environment (letters and digits)' })
  PLAID_SECRET?: string;

  @IsIn(PLAID_ENVS, { message: '$property must be one of sandbox, development, production' })
  PLAID_ENV: (typeof PLAID_ENVS)[number] = 'sandbox';

  /** Another Plaid host (the local stand-in in tests); overrides PLAID_ENV's URL. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PLAID_BASE_URL?: string;

  /** OAuth return page registered at Plaid; normally PUBLIC_URL/oauth-callback. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PLAID_REDIRECT_URI?: string;

  /**
   * Where the customer app loads Plaid Link's browser script from instead of Plaid's CDN:
   * the local Link stand-in of `DEMO_PROVIDERS=true`. Refused in production.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PLAID_LINK_SCRIPT_URL?: string;

  @IsOptional()
  @IsString()
  @MinLength(8, { message: '$property must be an OpenAI API key' })
  OPENAI_API_KEY?: string;

  @IsString()
  @MinLength(1)
  OPENAI_MODEL = 'gpt-4o-mini';

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  OPENAI_BASE_URL?: string;

  /**
   * The Bank of Canada's Valet API (daily exchange rates, for foreign-currency receipts), e.g.
   * https://www.bankofcanada.ca/valet. Unset: not configured, foreign receipts are listed for a person.
   */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  BANK_OF_CANADA_BASE_URL?: string;

  /** OpenAI tokens (prompt + completion) per client per month; beyond it the offline categorizer serves. 0 = no AI. */
  @IsInt()
  @Min(0)
  AI_MONTHLY_TOKEN_CAP = 2_000_000;

  /** Object storage for uploaded and generated files; unset means local disk under DATA_DIR. */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: '$property must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)' })
  S3_BUCKET?: string;

  @IsString()
  @MinLength(1)
  S3_REGION = 'us-east-1';

  /** For S3-compatible services (MinIO, Ceph, a local s3rver); unset means AWS. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  S3_ENDPOINT?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsString()
  @MinLength(1)
  S3_SECRET_ACCESS_KEY?: string;

  /** Bucket in the path (`endpoint/bucket/key`), which most S3-compatible servers need. */
  @IsOptional()
  @IsBoolean()
  S3_FORCE_PATH_STYLE?: boolean;

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  /** json (one object per line) or pretty (pino-pretty); unset: pretty in development, else json. */
  @IsOptional()
  @IsIn(LOG_FORMATS)
  LOG_FORMAT?: (typeof LOG_FORMATS)[number];

  /** Workers re-deliver in-progress work with no live job at start and this often; 0 = never on their own. */
  @IsInt()
  @Min(0)
  RECONCILE_INTERVAL_MS = RECONCILE_INTERVAL_MS;

  // --- Production refusals (issue 25): see production-refusals.ts ---

  /** Read by `npm start` (scripts/lib/provider-stand-ins.mjs); the API refuses it in production too. */
  @IsOptional()
  @IsBoolean()
  DEMO_PROVIDERS?: boolean;

  /** Lets a production-mode test stack use Plaid's sandbox (refused otherwise). */
  @IsOptional()
  @IsBoolean()
  PLAID_SANDBOX_IN_PRODUCTION?: boolean;

  // --- Statement timeouts (issue 25): see config/database-timeouts.ts ---

  /** Longest statement of a process that serves HTTP without running jobs (RUN_WORKER=false); 0 = none. */
  @IsInt()
  @Min(0)
  DB_STATEMENT_TIMEOUT_MS = DB_TIMEOUT_DEFAULTS.statementMs;

  /** Longest statement of a process that runs jobs (the worker, or the API with RUN_WORKER); 0 = none. */
  @IsInt()
  @Min(0)
  DB_WORKER_STATEMENT_TIMEOUT_MS = DB_TIMEOUT_DEFAULTS.workerStatementMs;

  /** A transaction left open and idle this long is ended by PostgreSQL (its connection closed); 0 = never. */
  @IsInt()
  @Min(0)
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS = DB_TIMEOUT_DEFAULTS.idleInTransactionMs;

  // --- Metrics (issue 25): see common/metrics ---

  /** Lets a scraper read GET /api/metrics (and a worker's metrics port) with `Authorization: Bearer`. */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: '$property must be at least 32 characters' })
  METRICS_TOKEN?: string;

  /** A worker process serves its job metrics on this port (GET /metrics, METRICS_TOKEN required). */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(65535)
  WORKER_METRICS_PORT?: number;
}

// Issue 25's variables, listed apart from the lists above so each change adds its own.
const ISSUE_25_NUMBER_KEYS = ['DB_STATEMENT_TIMEOUT_MS', 'DB_WORKER_STATEMENT_TIMEOUT_MS', 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS'];
const ISSUE_25_BOOLEAN_KEYS = ['DEMO_PROVIDERS', 'PLAID_SANDBOX_IN_PRODUCTION'];

const NUMBER_KEYS = ['PORT', 'SESSION_IDLE_MINUTES', 'SESSION_ABSOLUTE_HOURS', 'AI_MONTHLY_TOKEN_CAP', 'RECONCILE_INTERVAL_MS', 'WORKER_METRICS_PORT'];
const BOOLEAN_KEYS = ['RUN_WORKER', 'SERVE_WEB', 'PUBLIC_API_DOCS', 'S3_FORCE_PATH_STYLE', 'MAIL_OUTBOX_IN_PRODUCTION', 'STAFF_MFA_REQUIRED'];
const STRING_KEYS = [
  'NODE_ENV',
  'DATABASE_URL',
  'REDIS_URL',
  'QUEUE_PREFIX',
  'SESSION_SECRET',
  'ENCRYPTION_KEY',
  'PUBLIC_URL',
  'DATA_DIR',
  'SMTP_URL',
  'MAIL_FROM',
  'STAFF_NOTIFICATION_EMAIL',
  'LOG_LEVEL',
  'LOG_FORMAT',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_ANNUAL',
  'STRIPE_API_BASE',
  'META_PIXEL_ID',
  'META_ACCESS_TOKEN',
  'META_API_BASE',
  'META_API_VERSION',
  'PLAID_CLIENT_ID',
  'PLAID_SECRET',
  'PLAID_ENV',
  'PLAID_BASE_URL',
  'PLAID_REDIRECT_URI',
  'PLAID_LINK_SCRIPT_URL',
  'OPENAI_API_KEY',
  'OPENAI_MODEL',
  'OPENAI_BASE_URL',
  'BANK_OF_CANADA_BASE_URL',
  'TRUST_PROXY',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
];
const SECRET_KEYS = [
  'SESSION_SECRET',
  'ENCRYPTION_KEY',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'META_ACCESS_TOKEN',
  'PLAID_SECRET',
  'OPENAI_API_KEY',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
];

/** Shows what was given without printing a secret into the logs. */
function describe(key: string, value: string | undefined): string {
  if (value === undefined) return 'nothing';
  return SECRET_KEYS.includes(key) ? `${value.length} characters` : JSON.stringify(value);
}

export class ConfigurationError extends Error {}

/** What Express's `trust proxy` gets: nothing, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
export const TRUST_PROXY_FORMS =
  'TRUST_PROXY must be false, a hop count (1 = one reverse proxy in front), or a comma-separated list of proxy addresses or CIDRs (for example 10.0.0.0/8, 2001:db8::/32, loopback)';

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY never means "believe every X-Forwarded-For entry" (the left-most one is
 * whatever the caller wrote). `true` is read as one hop, the usual single reverse proxy.
 */
export function parseTrustProxy(value: string | undefined): { value: TrustProxy } | { problem: string } {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || ['false', '0', 'no'].includes(text)) return { value: false };
  if (['true', 'yes'].includes(text)) return { value: 1 };
  if (/^\d+$/.test(text))
    return Number(text) <= 10
      ? { value: Number(text) }
      : { problem: `${TRUST_PROXY_FORMS} (a hop count above 10 is surely a mistake; got ${JSON.stringify(value)})` };
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyEntry(entry));
  if (entries.length === 0 || bad.length) return { problem: `${TRUST_PROXY_FORMS} (got ${JSON.stringify(value)})` };
  return { value: entries };
}

/** Reads the known variables (empty means unset), converts numbers and booleans, validates. */
export function validateEnvironment(raw: NodeJS.ProcessEnv): EnvironmentVariables {
  const plain: Record<string, unknown> = {};
  const numberKeys = [...NUMBER_KEYS, ...ISSUE_25_NUMBER_KEYS];
  const booleanKeys = [...BOOLEAN_KEYS, ...ISSUE_25_BOOLEAN_KEYS];
  for (const key of [...STRING_KEYS, ...numberKeys, ...booleanKeys]) {
    const value = raw[key];
    if (value === undefined || value === '') continue;
    if (numberKeys.includes(key)) plain[key] = /^-?\d+$/.test(value) ? Number(value) : value;
    else if (booleanKeys.includes(key)) plain[key] = toBool(value);
    else plain[key] = value;
  }

  const env = plainToInstance(EnvironmentVariables, plain);
  const errors = validateSync(env, { skipMissingProperties: false });
  const problems = errors.map((e) => `${Object.values(e.constraints ?? {}).join(', ')} (got ${describe(e.property, raw[e.property])})`);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if ('problem' in trustProxy) problems.push(trustProxy.problem);
  if (env.NODE_ENV === 'production') {
    if (!env.SESSION_SECRET) problems.push('SESSION_SECRET is required in production');
    if (!env.ENCRYPTION_KEY) problems.push('ENCRYPTION_KEY is required in production');
    if (!env.PUBLIC_URL) problems.push('PUBLIC_URL is required in production');
    if (env.PLAID_LINK_SCRIPT_URL) {
      problems.push(
        'PLAID_LINK_SCRIPT_URL is refused in production: it replaces Plaid Link with a local stand-in (DEMO_PROVIDERS): unset it so Link comes from Plaid',
      );
    }
    if (!env.SMTP_URL && !env.MAIL_OUTBOX_IN_PRODUCTION) {
      problems.push(
        'SMTP_URL is required in production: without it mail (password-reset links included) is written to DATA_DIR/outbox in clear instead of being sent (MAIL_OUTBOX_IN_PRODUCTION=true allows that, for local test stacks only)',
      );
    }
  }
  if (env.NODE_ENV === 'production') problems.push(...productionRefusals(env, raw));
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials');
  }
  // The worker's metrics port has no sessions: the token is its only lock.
  if (env.WORKER_METRICS_PORT && !env.METRICS_TOKEN)
    problems.push('WORKER_METRICS_PORT needs METRICS_TOKEN: the worker serves its metrics only to a scraper sending that token');
  if ((env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID) && !env.S3_BUCKET) problems.push('S3_BUCKET is required when other S3_ settings are set');
  if (problems.length) throw new ConfigurationError(`Invalid configuration: ${problems.join('; ')}`);
  return env;
}
