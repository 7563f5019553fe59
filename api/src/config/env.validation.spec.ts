import { AppConfig } from './app-config';
import { ConfigurationError, validateEnvironment } from './env.validation';

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
      expect(AppConfig.fromEnvironment({ ...production, SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }).smtpUrl).toBe('smtps://user:pass@smtp.example.com:465');
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
    const production = { ...base, NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars', ENCRYPTION_KEY: 'ab'.repeat(32), PUBLIC_URL: 'https://app.ledgerleaf.ca', MAIL_OUTBOX_IN_PRODUCTION: 'true' };
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
    expect(() => validateEnvironment({ ...base, STAFF_NOTIFICATION_EMAIL: 'bookings at ledgerleaf' })).toThrow(/STAFF_NOTIFICATION_EMAIL must be an e-mail address/);
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
      expect(() => validateEnvironment({ ...base, TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY must be false, a hop count .* or a comma-separated list of proxy addresses or CIDRs/);
    }
  });

  it('defaults sessions to ASVS level 2: 30 minutes idle, 12 hours absolute', () => {
    const config = AppConfig.fromEnvironment(base);
    expect(config.sessionIdleMs).toBe(30 * 60_000);
    expect(config.sessionAbsoluteMs).toBe(12 * 3_600_000);
    expect(AppConfig.fromEnvironment({ ...base, SESSION_IDLE_MINUTES: '15', SESSION_ABSOLUTE_HOURS: '8' }).sessionAbsoluteMs).toBe(8 * 3_600_000);
  });
});
