import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startProviderStandIns, type ProviderStandIns } from '../../../scripts/lib/provider-stand-ins.mjs';
import { ConfigurationError, validateEnvironment } from '../../src/config/env.validation';
import { PROVIDER_BASE_URLS, STAND_IN_CREDENTIALS } from '../../src/config/production-refusals';

// Issue 25, point 1: NODE_ENV=production refuses what only a demo or a test needs, in the one
// validated configuration, so the compiled API and worker stop at start whichever way they
// are launched (npm test builds api/dist before jest).
const DIST = join(__dirname, '..', '..', 'dist');
const run = promisify(execFile);

/** A production configuration the entry points accept (its own Plaid keys, so PLAID_ENV matters). */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
  ENCRYPTION_KEY: 'ab'.repeat(32),
  PUBLIC_URL: 'https://app.ledgerleaf.test',
  PLAID_ENV: 'production',
};

const FORBIDDEN: Array<[string, Record<string, string>]> = [
  ...Object.keys(PROVIDER_BASE_URLS).map((key): [string, Record<string, string>] => [key, { [key]: 'http://127.0.0.1:4010' }]),
  ['PLAID_ENV', { PLAID_ENV: 'sandbox' }],
  ...Object.entries(STAND_IN_CREDENTIALS).map(([key, value]): [string, Record<string, string>] => [key, { [key]: value }]),
  ['DEMO_PROVIDERS', { DEMO_PROVIDERS: 'true' }],
];

/** Runs a compiled entry point with the test environment (database, Redis, outbox opt-in) plus `env`. */
async function start(entry: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(DIST, entry)], { env: { ...process.env, ...env }, timeout: 60_000 });
    return { status: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { status: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('production refuses what only a demo or a test needs (issue 25)', () => {
  it('accepts the base production configuration these refusals start from', () => {
    expect(() => validateEnvironment({ ...process.env, ...PRODUCTION })).not.toThrow();
  });

  it.each(['main.js', 'worker.js'])(
    'stops dist/%s with a non-zero exit naming each forbidden setting, and only it',
    async (entry) => {
      const results: string[] = [];
      // Two at a time: each start loads the whole application's code.
      for (let i = 0; i < FORBIDDEN.length; i += 2) {
        const batch = FORBIDDEN.slice(i, i + 2);
        const outcomes = await Promise.all(batch.map(([, env]) => start(entry, { ...PRODUCTION, ...env })));
        outcomes.forEach(({ status, output }, j) => {
          const [key] = batch[j];
          // Exactly one problem, and it is this variable's.
          const line = output.split('\n').find((l) => l.startsWith('Invalid configuration: ')) ?? output.slice(0, 300);
          results.push(`${key}: exit ${status}, ${new RegExp(`^Invalid configuration: ${key}[ =][^;]*$`).test(line) ? 'named alone' : line}`);
        });
      }
      expect(results).toEqual(FORBIDDEN.map(([key]) => `${key}: exit 1, named alone`));
    },
    240_000,
  );

  describe("the demo's own wiring (DEMO_PROVIDERS=true) in production", () => {
    let providers: ProviderStandIns;

    beforeAll(async () => {
      providers = await startProviderStandIns({ appUrl: 'http://localhost:39998' });
    });
    afterAll(() => providers.stop());

    it('is refused variable by variable: every http base URL, Plaid sandbox, every fixed credential', () => {
      let message = '';
      try {
        validateEnvironment({ ...process.env, ...PRODUCTION, ...providers.env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigurationError);
        message = (error as Error).message;
      }
      const named = message
        .replace(/^Invalid configuration: /, '')
        .split('; ')
        .map((problem) => problem.split(/[ =]/)[0]);
      expect(named.sort()).toEqual(
        [
          'PLAID_LINK_SCRIPT_URL',
          'STRIPE_API_BASE',
          'PLAID_BASE_URL',
          'OPENAI_BASE_URL',
          'PLAID_ENV',
          'STRIPE_SECRET_KEY',
          'OPENAI_API_KEY',
          'PLAID_CLIENT_ID',
          'PLAID_SECRET',
        ].sort(),
      );
      // The Stripe webhook secret is drawn at random for each run: there is no fixed one to refuse.
      expect(message).not.toContain(providers.env.STRIPE_WEBHOOK_SECRET);
    });
  });
});
