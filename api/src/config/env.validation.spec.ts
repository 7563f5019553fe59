import { AppConfig } from './app-config';
import { ConfigurationError, validateEnvironment } from './env.validation';
import { PROVIDER_BASE_URLS, STAND_IN_CREDENTIALS } from './production-refusals';

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/ledgerleaf' };

describe('environment validation', () => {
  it('accepts the minimum and fills defaults', () => {
    const config = AppConfig.fromEnvironment(base);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.runWorker).toBe(true);
    expect(config.redisUrl).toBeUndefined();
  });

  it('names the variable and what it expects when one is wrong', () => {
    expect(() => validateEnvironment({ ...base, PORT: 'eighty' })).toThrow(/PORT must be an integer number/);
    expect(() => validateEnvironment({ ...base, REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must be a redis:\/\/ URL/);
    expect(() => validateEnvironment({ ...base, RUN_WORKER: 'maybe' })).toThrow(/RUN_WORKER must be a boolean/);
    expect(() => validateEnvironment({})).toThrow(/DATABASE_URL must be a postgres:\/\/ connection URL/);
    expect(() => validateEnvironment({ ...base, PORT: 'eighty' })).toThrow(ConfigurationError);
  });

  it('requires real secrets in production', () => {
    expect(() => validateEnvironment({ ...base, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production.*ENCRYPTION_KEY.*PUBLIC_URL/);
  });

  describe('mail in production (issue 7)', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      ENCRYPTION_KEY: 'ab'.repeat(32),
      PUBLIC_URL: 'https://app.ledgerleaf.ca',
    };

    it('refuses to start without SMTP_URL rather than write reset links to the outbox', () => {
      expect(() => validateEnvironment(production)).toThrow(ConfigurationError);
      expect(() => validateEnvironment(production)).toThrow(/SMTP_URL is required in production.*outbox in clear/);
      expect(() => validateEnvironment({ ...production, SMTP_URL: '' })).toThrow(/SMTP_URL is required in production/);
      expect(() => validateEnvironment({ ...production, MAIL_OUTBOX_IN_PRODUCTION: 'false' })).toThrow(/SMTP_URL is required in production/);
    });

    it('starts with SMTP_URL, or with the explicit opt-in local test stacks use', () => {
      expect(AppConfig.fromEnvironment({ ...production, SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }).smtpUrl).toBe(
        'smtps://user:pass@smtp.example.com:465',
      );
      expect(AppConfig.fromEnvironment({ ...production, MAIL_OUTBOX_IN_PRODUCTION: 'true' }).smtpUrl).toBeUndefined();
      expect(() => validateEnvironment({ ...production, MAIL_OUTBOX_IN_PRODUCTION: 'perhaps' })).toThrow(/MAIL_OUTBOX_IN_PRODUCTION must be a boolean/);
    });

    it('refuses the demo Link script (PLAID_LINK_SCRIPT_URL) in production, and accepts it elsewhere', () => {
      const withSmtp = { ...production, SMTP_URL: 'smtps://u:p@smtp.example.com:465' };
      expect(() => validateEnvironment({ ...withSmtp, PLAID_LINK_SCRIPT_URL: 'http://127.0.0.1:4012/link-initialize.js' })).toThrow(
        /PLAID_LINK_SCRIPT_URL is refused in production/,
      );
      expect(AppConfig.fromEnvironment({ ...base, PLAID_LINK_SCRIPT_URL: 'http://127.0.0.1:4012/link-initialize.js' }).plaid.linkScriptUrl).toBe(
        'http://127.0.0.1:4012/link-initialize.js',
      );
    });

    it('keeps the outbox as the default outside production', () => {
      expect(AppConfig.fromEnvironment(base).smtpUrl).toBeUndefined();
      expect(AppConfig.fromEnvironment({ ...base, NODE_ENV: 'test' }).smtpUrl).toBeUndefined();
    });
  });

  it('requires staff two-factor login by default in production only, and warns when production opts out', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      ENCRYPTION_KEY: 'ab'.repeat(32),
      PUBLIC_URL: 'https://app.ledgerleaf.ca',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
    };
    expect(AppConfig.fromEnvironment(production)).toMatchObject({ staffMfaRequired: true, warnings: [] });
    const optedOut = AppConfig.fromEnvironment({ ...production, STAFF_MFA_REQUIRED: 'false' });
    expect(optedOut.staffMfaRequired).toBe(false);
    expect(optedOut.warnings).toEqual([expect.stringMatching(/^STAFF_MFA_REQUIRED=false: .*two-factor/)]);
    expect(AppConfig.fromEnvironment(base)).toMatchObject({ staffMfaRequired: false, warnings: [] });
    expect(AppConfig.fromEnvironment({ ...base, NODE_ENV: 'test', STAFF_MFA_REQUIRED: 'true' })).toMatchObject({ staffMfaRequired: true, warnings: [] });
  });

  it('never prints a secret it rejects', () => {
    const secret = 'short-secret';
    try {
      validateEnvironment({ ...base, SESSION_SECRET: secret });
      throw new Error('expected a ConfigurationError');
    } catch (error) {
      expect((error as Error).message).toContain('SESSION_SECRET must be at least 32 characters');
      expect((error as Error).message).not.toContain(secret);
    }
  });

  it('reads STAFF_NOTIFICATION_EMAIL as a comma-separated list and refuses a malformed one', () => {
    expect(AppConfig.fromEnvironment(base).staffNotificationEmails).toEqual([]);
    expect(AppConfig.fromEnvironment({ ...base, STAFF_NOTIFICATION_EMAIL: 'bookings@ledgerleaf.ca , owner@ledgerleaf.ca' }).staffNotificationEmails).toEqual([
      'bookings@ledgerleaf.ca',
      'owner@ledgerleaf.ca',
    ]);
    expect(() => validateEnvironment({ ...base, STAFF_NOTIFICATION_EMAIL: 'bookings at ledgerleaf' })).toThrow(
      /STAFF_NOTIFICATION_EMAIL must be an e-mail address/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(AppConfig.fromEnvironment({ ...base, REDIS_URL: '', PORT: '' }).redisUrl).toBeUndefined();
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as "trust everything"', () => {
    expect(AppConfig.fromEnvironment(base).trustProxy).toBe(false);
    expect(AppConfig.fromEnvironment({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(AppConfig.fromEnvironment({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(AppConfig.fromEnvironment({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(AppConfig.fromEnvironment({ ...base, TRUST_PROXY: '10.0.0.0/8, 2001:DB8::/32,loopback,192.0.2.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      'loopback',
      '192.0.2.7',
    ]);
    for (const wrong of ['everything', '10.0.0.0/33', '10.0.0/8', '2001:db8::/129', '500']) {
      expect(() => validateEnvironment({ ...base, TRUST_PROXY: wrong })).toThrow(
        /TRUST_PROXY must be false, a hop count .* or a comma-separated list of proxy addresses or CIDRs/,
      );
    }
  });

  it('defaults sessions to ASVS level 2: 30 minutes idle, 12 hours absolute', () => {
    const config = AppConfig.fromEnvironment(base);
    expect(config.sessionIdleMs).toBe(30 * 60_000);
    expect(config.sessionAbsoluteMs).toBe(12 * 3_600_000);
    expect(AppConfig.fromEnvironment({ ...base, SESSION_IDLE_MINUTES: '15', SESSION_ABSOLUTE_HOURS: '8' }).sessionAbsoluteMs).toBe(8 * 3_600_000);
  });
});

describe('production refuses what only a demo or a test needs (issue 25)', () => {
  const production = {
    ...base,
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
    ENCRYPTION_KEY: 'ab'.repeat(32),
    PUBLIC_URL: 'https://app.ledgerleaf.ca',
    SMTP_URL: 'smtps://u:p@smtp.example.com:465',
  };
  /** The configuration's one complaint, or undefined when it accepts. */
  const refusal = (env: Record<string, string>) => {
    try {
      validateEnvironment(env);
      return undefined;
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigurationError);
      return (error as Error).message.replace(/^Invalid configuration: /, '');
    }
  };

  it('accepts a production configuration without them, and every one of them outside production', () => {
    expect(refusal(production)).toBeUndefined();
    const demo = { PLAID_ENV: 'sandbox', STRIPE_API_BASE: 'http://127.0.0.1:4010', DEMO_PROVIDERS: 'true', ...STAND_IN_CREDENTIALS };
    expect(refusal({ ...base, ...demo })).toBeUndefined();
    expect(refusal({ ...base, NODE_ENV: 'test', ...demo })).toBeUndefined();
  });

  it.each(Object.keys(PROVIDER_BASE_URLS))('refuses %s over plain http, and takes it over https', (key) => {
    expect(refusal({ ...production, [key]: 'http://127.0.0.1:4010' })).toMatch(
      new RegExp(`^${key} must be an https:// URL in production \\(got "http://127.0.0.1:4010"\\): plain http would carry the \\w+ credentials`),
    );
    expect(refusal({ ...production, [key]: 'HTTP://api.example.com' })).toMatch(new RegExp(`^${key} must be an https:// URL`));
    expect(refusal({ ...production, [key]: 'https://api.example.com' })).toBeUndefined();
  });

  it('refuses Plaid sandbox (named, or the default with Plaid keys set) unless PLAID_SANDBOX_IN_PRODUCTION=true', () => {
    const keys = { PLAID_CLIENT_ID: 'a1b2c3d4e5f6a7b8', PLAID_SECRET: 'f0e1d2c3b4a5968778695a4b' };
    expect(refusal({ ...production, PLAID_ENV: 'sandbox' })).toMatch(
      /^PLAID_ENV must be production in production \(got "sandbox"\): sandbox banks are made up: set PLAID_ENV=production .*PLAID_SANDBOX_IN_PRODUCTION=true/,
    );
    expect(refusal({ ...production, ...keys })).toMatch(/^PLAID_ENV must be production in production \(got "sandbox", the default when unset\)/);
    expect(refusal({ ...production, ...keys, PLAID_ENV: 'sandbox', PLAID_SANDBOX_IN_PRODUCTION: 'true' })).toBeUndefined();
    expect(refusal({ ...production, ...keys, PLAID_ENV: 'production' })).toBeUndefined();
    expect(refusal({ ...production, ...keys, PLAID_ENV: 'development' })).toBeUndefined();
    // Plaid unconfigured: the default sandbox reaches nothing, as docker-compose.yml runs.
    expect(refusal(production)).toBeUndefined();
    expect(refusal({ ...production, PLAID_SANDBOX_IN_PRODUCTION: 'maybe' })).toMatch(/PLAID_SANDBOX_IN_PRODUCTION must be a boolean/);
  });

  it.each(Object.entries(STAND_IN_CREDENTIALS))("refuses the stand-ins' fixed %s, naming the variable without printing it", (key, value) => {
    const message = refusal({ ...production, PLAID_ENV: 'production', [key]: value });
    expect(message).toBe(
      `${key} is the local stand-in's fixed credential (scripts/lib/provider-stand-ins.mjs), refused in production: set the live one from the provider's dashboard`,
    );
    expect(message).not.toContain(value);
  });

  it('refuses DEMO_PROVIDERS=true in the API as npm start does', () => {
    expect(refusal({ ...production, DEMO_PROVIDERS: 'true' })).toMatch(/^DEMO_PROVIDERS=true is refused in production/);
    expect(refusal({ ...production, DEMO_PROVIDERS: 'false' })).toBeUndefined();
  });

  it('lists every refusal at once', () => {
    const message = refusal({
      ...production,
      STRIPE_API_BASE: 'http://127.0.0.1:1',
      PLAID_ENV: 'sandbox',
      OPENAI_API_KEY: STAND_IN_CREDENTIALS.OPENAI_API_KEY,
    });
    expect(message?.split('; ').map((problem) => problem.split(' ')[0])).toEqual(['STRIPE_API_BASE', 'PLAID_ENV', 'OPENAI_API_KEY']);
  });
});

describe('statement timeouts (issue 25)', () => {
  it('defaults to 15 s for the API alone, longer where jobs run, none when 0', () => {
    const config = AppConfig.fromEnvironment(base);
    expect(config.databaseTimeouts(false)).toEqual({ statementTimeoutMs: 15_000, idleInTransactionTimeoutMs: 60_000 });
    expect(config.databaseTimeouts(true).statementTimeoutMs).toBeGreaterThan(15_000);
    const tuned = AppConfig.fromEnvironment({
      ...base,
      DB_STATEMENT_TIMEOUT_MS: '5000',
      DB_WORKER_STATEMENT_TIMEOUT_MS: '0',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '30000',
    });
    expect(tuned.databaseTimeouts(false)).toEqual({ statementTimeoutMs: 5000, idleInTransactionTimeoutMs: 30_000 });
    expect(tuned.databaseTimeouts(true)).toEqual({ statementTimeoutMs: 0, idleInTransactionTimeoutMs: 30_000 });
    expect(() => validateEnvironment({ ...base, DB_STATEMENT_TIMEOUT_MS: '15s' })).toThrow(/DB_STATEMENT_TIMEOUT_MS must be an integer number/);
    expect(() => validateEnvironment({ ...base, DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS must not be less than 0/);
  });
});
