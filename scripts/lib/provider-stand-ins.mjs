// The Stripe, Plaid, OpenAI and Bank of Canada stand-ins (scripts/stand-ins/) on free local ports, and the
// environment that points the API's official SDKs at them: keys, base URLs, webhook
// secrets. One wiring for `npm start` with DEMO_PROVIDERS=true and the browser tests.
// The stand-ins are imported when started: a plain `npm start` never loads them (the OpenAI
// one loads a tokenizer).

import { STAND_IN_CREDENTIALS } from '../stand-ins/stand-in-credentials.mjs';

/** Keys the stand-ins accept; they open nothing anywhere else, and production refuses them. */
const STRIPE_TEST_KEY = STAND_IN_CREDENTIALS.STRIPE_SECRET_KEY;
const OPENAI_TEST_KEY = STAND_IN_CREDENTIALS.OPENAI_API_KEY;

/**
 * Starts the stand-ins. `appUrl` is where the app listens: Stripe and Plaid send their
 * webhooks to its /api/stripe/webhook and /api/plaid/webhook. `openai: false` leaves OpenAI
 * unconfigured (the offline categorizer); `linkScript: false` serves no Link script (the
 * browser tests route Plaid's CDN address to it themselves).
 * @param {{ appUrl: string, openai?: boolean, linkScript?: boolean }} options
 */
export async function startProviderStandIns({ appUrl, openai = true, linkScript = true }) {
  /** @type {(() => Promise<void>)[]} */
  const stoppers = [];
  const stop = async () => {
    await Promise.all(stoppers.splice(0).map((fn) => fn().catch((error) => console.error(error.message))));
  };
  try {
    const { startStripeStandIn } = await import('../stand-ins/stripe.mjs');
    const stripe = await startStripeStandIn({ webhookUrl: `${appUrl}/api/stripe/webhook` });
    stoppers.push(stripe.stop);
    const { startPlaidStandIn } = await import('../stand-ins/plaid.mjs');
    const plaid = await startPlaidStandIn({ webhookUrl: `${appUrl}/api/plaid/webhook` });
    stoppers.push(plaid.stop);
    const ai = openai ? await (await import('../stand-ins/openai.mjs')).startOpenAiStandIn({ apiKey: OPENAI_TEST_KEY }) : null;
    if (ai) stoppers.push(ai.stop);
    const { startBankOfCanadaStandIn } = await import('../stand-ins/bank-of-canada.mjs');
    const bankOfCanada = await startBankOfCanadaStandIn();
    stoppers.push(bankOfCanada.stop);
    const link = linkScript ? await (await import('../stand-ins/plaid-link-server.mjs')).startPlaidLinkScriptServer() : null;
    if (link) stoppers.push(link.stop);
    /** @type {Record<string, string>} */
    const env = {
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      PLAID_CLIENT_ID: plaid.clientId,
      PLAID_SECRET: plaid.secret,
      PLAID_ENV: 'sandbox',
      PLAID_BASE_URL: plaid.url,
      PLAID_REDIRECT_URI: `${appUrl}/oauth-callback`,
      ...(link ? { PLAID_LINK_SCRIPT_URL: link.scriptUrl } : {}),
      ...(ai ? { OPENAI_API_KEY: OPENAI_TEST_KEY, OPENAI_BASE_URL: ai.url } : {}),
      BANK_OF_CANADA_BASE_URL: bankOfCanada.url,
    };
    return { stripe, plaid, openai: ai, bankOfCanada, linkScript: link, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Whether `npm start` runs the stand-ins: DEMO_PROVIDERS=true, never with NODE_ENV=production.
 * Throws a message for the person who set it when the value is not one it knows or production is asked for.
 * @param {NodeJS.ProcessEnv} env
 * @returns {boolean}
 */
export function demoProvidersWanted(env) {
  const value = (env.DEMO_PROVIDERS ?? '').trim().toLowerCase();
  if (value === '' || value === 'false') return false;
  if (value !== 'true') throw new Error(`DEMO_PROVIDERS must be true or false (got "${env.DEMO_PROVIDERS}")`);
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'DEMO_PROVIDERS=true is refused with NODE_ENV=production: the stand-ins take no money and link no bank. Unset DEMO_PROVIDERS and configure Stripe, Plaid and OpenAI (.env.example)',
    );
  }
  return true;
}
