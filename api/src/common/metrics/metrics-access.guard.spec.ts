import { validateEnvironment } from '../../config/env.validation';
import { bearerMatches } from './metrics-access.guard';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';
const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/ledgerleaf' };

describe('the metrics token', () => {
  it('matches only `Bearer <token>`, the scheme in any case', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });

  it('matches nothing when no token is configured', () => {
    expect(bearerMatches('Bearer ', undefined)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN}`, undefined)).toBe(false);
  });

  it('is validated at boot: at least 32 characters, never printed; a worker metrics port needs it', () => {
    expect(validateEnvironment({ ...base, METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
    expect(() => validateEnvironment({ ...base, METRICS_TOKEN: 'short-token' })).toThrow(/METRICS_TOKEN must be at least 32 characters \(got 11 characters\)/);
    expect(() => validateEnvironment({ ...base, WORKER_METRICS_PORT: '9464' })).toThrow(/WORKER_METRICS_PORT needs METRICS_TOKEN/);
    expect(() => validateEnvironment({ ...base, METRICS_TOKEN: TOKEN, WORKER_METRICS_PORT: '70000' })).toThrow(
      /WORKER_METRICS_PORT must not be greater than 65535/,
    );
    expect(validateEnvironment({ ...base, METRICS_TOKEN: TOKEN, WORKER_METRICS_PORT: '9464' }).WORKER_METRICS_PORT).toBe(9464);
  });
});
