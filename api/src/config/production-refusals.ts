import type { EnvironmentVariables } from './env.validation';
import standInCredentials from './stand-in-credentials.json';

/**
 * The fixed credentials of the local provider stand-ins (scripts/stand-ins, wired by
 * scripts/lib/provider-stand-ins.mjs for DEMO_PROVIDERS=true and the browser tests), by the
 * variable that carries them. The stand-ins read their defaults from the same JSON file, so
 * this list and what the demo uses cannot drift apart.
 */
export const STAND_IN_CREDENTIALS: Readonly<Record<string, string>> = standInCredentials;

/** Provider hosts a production API may reach over TLS only, with the provider each replaces. */
export const PROVIDER_BASE_URLS = { STRIPE_API_BASE: 'Stripe', PLAID_BASE_URL: 'Plaid', OPENAI_BASE_URL: 'OpenAI', META_API_BASE: 'Meta' } as const;

/**
 * What only a demo or a test needs, refused when NODE_ENV=production (issue 25): each
 * message names the variable and what production expects instead. Part of the one validated
 * configuration, so it holds for the API, the worker and the command-line tools alike.
 * No message holds "; ": validateEnvironment joins the problems with it.
 */
export function productionRefusals(env: EnvironmentVariables, raw: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (env.DEMO_PROVIDERS) {
    problems.push(
      'DEMO_PROVIDERS=true is refused in production: the stand-ins take no money and link no bank: unset it and configure Stripe, Plaid and OpenAI (.env.example)',
    );
  }
  for (const [key, provider] of Object.entries(PROVIDER_BASE_URLS)) {
    const value = env[key as keyof typeof PROVIDER_BASE_URLS];
    if (value && new URL(value).protocol !== 'https:') {
      problems.push(
        `${key} must be an https:// URL in production (got ${JSON.stringify(value)}): plain http would carry the ${provider} credentials and customers' data unencrypted (unset it to use ${provider}'s own host)`,
      );
    }
  }
  // A sandbox item links a made-up bank: its transactions must never reach real books.
  const plaidConfigured = Boolean(env.PLAID_CLIENT_ID || env.PLAID_SECRET);
  if (env.PLAID_ENV === 'sandbox' && (plaidConfigured || raw.PLAID_ENV) && !env.PLAID_SANDBOX_IN_PRODUCTION) {
    problems.push(
      `PLAID_ENV must be production in production (got "sandbox"${raw.PLAID_ENV ? '' : ', the default when unset'}): sandbox banks are made up: set PLAID_ENV=production with the production keys (PLAID_SANDBOX_IN_PRODUCTION=true allows sandbox, for test stacks only)`,
    );
  }
  for (const [key, value] of Object.entries(STAND_IN_CREDENTIALS)) {
    if (raw[key] === value) {
      problems.push(
        `${key} is the local stand-in's fixed credential (scripts/lib/provider-stand-ins.mjs), refused in production: set the live one from the provider's dashboard`,
      );
    }
  }
  return problems;
}
