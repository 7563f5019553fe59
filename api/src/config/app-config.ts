import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { DatabaseTimeouts } from './database-timeouts';
import { EnvironmentVariables, parseTrustProxy, TrustProxy, validateEnvironment } from './env.validation';

/** Repository root: api/dist/config or api/src/config → three levels up. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** The validated, typed configuration every service reads. One instance per process. */
export class AppConfig {
  readonly nodeEnv: EnvironmentVariables['NODE_ENV'];
  readonly isProduction: boolean;
  readonly port: number;
  readonly databaseUrl: string;
  readonly redisUrl: string | undefined;
  readonly queuePrefix: string;
  /** 0: the reconciler never runs on its own (test apps sharing one database). */
  readonly reconcileIntervalMs: number;
  /** Bearer token a scraper sends to GET /api/metrics; unset: staff sessions only. */
  readonly metricsToken: string | undefined;
  /** This process serves GET /metrics on this port (workers, which have no HTTP server). */
  readonly workerMetricsPort: number | undefined;
  readonly sessionSecret: string;
  readonly sessionIdleMs: number;
  readonly sessionAbsoluteMs: number;
  readonly encryptionKey: Buffer;
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly uploadsDir: string;
  /** Express's `trust proxy`: false, a hop count or the proxies' addresses (never `true`). */
  readonly trustProxy: TrustProxy;
  readonly runWorker: boolean;
  readonly serveWeb: boolean;
  /** Swagger (/api/docs, /api/docs-json) and the detailed /api/health for anyone; otherwise for staff only. */
  readonly publicApiDocs: boolean;
  /** STAFF_MFA_REQUIRED: staff without two-factor login reach only its setup. On by default in production. */
  readonly staffMfaRequired: boolean;
  /** Settings that are allowed but weaken the defaults: logged once at start (ConfigModule). */
  readonly warnings: string[] = [];
  readonly webClientDist: string;
  readonly webAdminDist: string;
  readonly logLevel: EnvironmentVariables['LOG_LEVEL'];
  readonly logFormat: NonNullable<EnvironmentVariables['LOG_FORMAT']>;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly outboxDir: string;
  /** STAFF_NOTIFICATION_EMAIL split; empty means "every staff account". */
  readonly staffNotificationEmails: string[];
  readonly stripe: {
    secretKey?: string;
    webhookSecret?: string;
    priceMonthly?: string;
    priceAnnual?: string;
    apiBase?: string;
  };
  readonly openai: { apiKey?: string; model: string; baseUrl?: string; monthlyTokenCap: number };
  /** The Bank of Canada's Valet API (exchange rates); no base URL: not configured. */
  readonly bankOfCanada: { baseUrl?: string };
  /** Set when files go to S3-compatible object storage instead of DATA_DIR/uploads. */
  readonly s3:
    { bucket: string; region: string; endpoint?: string; credentials?: { accessKeyId: string; secretAccessKey: string }; forcePathStyle: boolean } | undefined;
  readonly meta: { pixelId?: string; accessToken?: string; apiBase: string; apiVersion: string };
  /** Statement and idle-in-transaction limits on the pooled connections (ms, 0 = none): see `databaseTimeouts`. */
  readonly database: { statementTimeoutMs: number; workerStatementTimeoutMs: number; idleInTransactionTimeoutMs: number };
  readonly plaid: {
    clientId?: string;
    secret?: string;
    env: EnvironmentVariables['PLAID_ENV'];
    baseUrl?: string;
    redirectUri?: string;
    /** Link's browser script when it is not Plaid's CDN (the demo's local stand-in); never in production. */
    linkScriptUrl?: string;
  };

  constructor(env: EnvironmentVariables) {
    this.nodeEnv = env.NODE_ENV;
    this.isProduction = env.NODE_ENV === 'production';
    this.port = env.PORT;
    this.databaseUrl = env.DATABASE_URL;
    this.redisUrl = env.REDIS_URL;
    this.queuePrefix = env.QUEUE_PREFIX;
    this.reconcileIntervalMs = env.RECONCILE_INTERVAL_MS;
    this.metricsToken = env.METRICS_TOKEN;
    this.workerMetricsPort = env.WORKER_METRICS_PORT;
    // Outside production a fixed development secret keeps sessions across restarts;
    // production refuses to boot without a real one (see validateEnvironment).
    this.sessionSecret = env.SESSION_SECRET ?? 'ledgerleaf-development-session-secret-not-for-production';
    this.sessionIdleMs = env.SESSION_IDLE_MINUTES * 60_000;
    this.sessionAbsoluteMs = env.SESSION_ABSOLUTE_HOURS * 3_600_000;
    this.encryptionKey = env.ENCRYPTION_KEY
      ? Buffer.from(env.ENCRYPTION_KEY, 'hex')
      : createHash('sha256').update('ledgerleaf-development-encryption-key').digest();
    this.publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    this.dataDir = resolve(env.DATA_DIR ?? resolve(REPO_ROOT, '.data'));
    this.uploadsDir = resolve(this.dataDir, 'uploads');
    const trustProxy = parseTrustProxy(env.TRUST_PROXY);
    this.trustProxy = 'value' in trustProxy ? trustProxy.value : false;
    this.runWorker = env.RUN_WORKER ?? true;
    this.serveWeb = env.SERVE_WEB ?? true;
    this.publicApiDocs = env.PUBLIC_API_DOCS ?? !this.isProduction;
    this.staffMfaRequired = env.STAFF_MFA_REQUIRED ?? this.isProduction;
    if (this.isProduction && !this.staffMfaRequired) {
      this.warnings.push('STAFF_MFA_REQUIRED=false: staff can use the console with a password alone, without two-factor login');
    }
    this.webClientDist = resolve(REPO_ROOT, 'web-client', 'dist');
    this.webAdminDist = resolve(REPO_ROOT, 'web-admin', 'dist');
    this.logLevel = env.LOG_LEVEL;
    this.logFormat = env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json');
    this.smtpUrl = env.SMTP_URL;
    this.mailFrom = env.MAIL_FROM;
    this.outboxDir = resolve(this.dataDir, 'outbox');
    this.staffNotificationEmails = (env.STAFF_NOTIFICATION_EMAIL ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
    this.stripe = {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      priceMonthly: env.STRIPE_PRICE_MONTHLY,
      priceAnnual: env.STRIPE_PRICE_ANNUAL,
      apiBase: env.STRIPE_API_BASE,
    };
    this.bankOfCanada = { baseUrl: env.BANK_OF_CANADA_BASE_URL?.replace(/\/+$/, '') };
    this.openai = { apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL, baseUrl: env.OPENAI_BASE_URL, monthlyTokenCap: env.AI_MONTHLY_TOKEN_CAP };
    this.s3 = env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
        }
      : undefined;
    this.meta = {
      pixelId: env.META_PIXEL_ID,
      accessToken: env.META_ACCESS_TOKEN,
      apiBase: (env.META_API_BASE ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
      apiVersion: env.META_API_VERSION,
    };
    this.plaid = {
      clientId: env.PLAID_CLIENT_ID,
      secret: env.PLAID_SECRET,
      env: env.PLAID_ENV,
      baseUrl: env.PLAID_BASE_URL?.replace(/\/+$/, ''),
      redirectUri: env.PLAID_REDIRECT_URI,
      linkScriptUrl: env.PLAID_LINK_SCRIPT_URL,
    };
    this.database = {
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      workerStatementTimeoutMs: env.DB_WORKER_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    };
  }

  /**
   * The limits for this process's connections. A process that runs jobs (the worker, or the
   * API with RUN_WORKER) shares one pool between them and HTTP, so it gets the worker's
   * longer statement limit; the API alone (RUN_WORKER=false) the short one.
   */
  databaseTimeouts(runsJobs: boolean): DatabaseTimeouts {
    return {
      statementTimeoutMs: runsJobs ? this.database.workerStatementTimeoutMs : this.database.statementTimeoutMs,
      idleInTransactionTimeoutMs: this.database.idleInTransactionTimeoutMs,
    };
  }

  get publicOrigin(): string {
    return new URL(this.publicUrl).origin;
  }

  static fromEnvironment(raw: NodeJS.ProcessEnv = process.env): AppConfig {
    return new AppConfig(validateEnvironment(raw));
  }
}
