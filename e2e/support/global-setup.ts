import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { buildAll } from '../../scripts/lib/build.mjs';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { freePort } from '../../scripts/lib/services.mjs';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { startStack } from '../../scripts/lib/stack.mjs';
import { startMetaStandIn } from '../../scripts/stand-ins/meta.mjs';
import { DOCUMENTS, documentOf } from '../../scripts/stand-ins/openapi-contract.mjs';
import { startPlaidStandIn } from '../../scripts/stand-ins/plaid.mjs';
import { startSmtpStandIn } from '../../scripts/stand-ins/smtp.mjs';
import { startStripeStandIn } from '../../scripts/stand-ins/stripe.mjs';
import { chromiumPath } from '../../scripts/lib/chromium.mjs';

/** Starts the production build on fresh storage (or E2E_BASE_URL if given); returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!chromiumPath()) throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
  if (process.env.E2E_BASE_URL) return async () => undefined;
  buildAll({ log: () => undefined });
  const dataDir = mkdtempSync(join(tmpdir(), 'ledgerleaf-e2e-'));
  // Tests that remove a stored file on purpose (a missing-file toast) find it under DATA_DIR/uploads.
  process.env.E2E_DATA_DIR = dataDir;
  const port = await freePort();
  // Mail goes to a real SMTP server whose messages tests read from E2E_MAIL_DIR.
  const mailDir = join(dataDir, 'captured-mail');
  const smtp = await startSmtpStandIn({ dir: mailDir });
  process.env.E2E_MAIL_DIR = mailDir;
  // The providers' API documents the stand-ins check every call against: parsed before the
  // first test (seconds the first time on a machine, then read from node_modules/.cache).
  for (const provider of Object.keys(DOCUMENTS) as (keyof typeof DOCUMENTS)[]) documentOf(provider);
  // Stripe and Meta are local stand-ins speaking the providers' wire formats.
  const stripe = await startStripeStandIn({ webhookUrl: `http://localhost:${port}/api/stripe/webhook` });
  const meta = await startMetaStandIn();
  // Plaid's API: the SDK talks to the stand-in; tests drive it through its /__control API.
  // Link's browser script is served by page.route (e2e/support/plaid-link.ts).
  const plaid = await startPlaidStandIn({ webhookUrl: `http://localhost:${port}/api/plaid/webhook` });
  process.env.E2E_STRIPE_URL = stripe.url;
  process.env.E2E_PLAID_URL = plaid.url;
  const stopStandIns = () => Promise.all([smtp.stop(), stripe.stop(), meta.stop(), plaid.stop()]);
  const stack = await startStack({
    dataDir,
    port,
    fresh: true,
    log: () => undefined,
    apiStdio: 'ignore',
    env: {
      SMTP_URL: smtp.url,
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      META_PIXEL_ID: '1234567890',
      META_ACCESS_TOKEN: 'e2e-meta-token',
      META_API_BASE: meta.url,
      PLAID_CLIENT_ID: plaid.clientId,
      PLAID_SECRET: plaid.secret,
      PLAID_ENV: 'sandbox',
      PLAID_BASE_URL: plaid.url,
      PLAID_REDIRECT_URI: `http://localhost:${port}/oauth-callback`,
    },
  }).catch(async (error: unknown) => {
    await stopStandIns();
    throw error;
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_CLIENT_EMAIL = stack.logins.client.email;
  process.env.E2E_CLIENT_PASSWORD = stack.logins.client.password;
  process.env.E2E_STAFF_EMAIL = stack.logins.staff.email;
  process.env.E2E_STAFF_PASSWORD = stack.logins.staff.password;
  // For specs that make accounts of their own with the API's command-line tools (create-staff).
  process.env.E2E_DATABASE_URL = stack.env.DATABASE_URL;
  return async () => {
    await stack.stop();
    await stopStandIns();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
