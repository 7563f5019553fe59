import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { buildAll } from '../../scripts/lib/build.mjs';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { freePort } from '../../scripts/lib/services.mjs';
// @ts-expect-error plain ESM helpers shared with `npm start`
import { startStack } from '../../scripts/lib/stack.mjs';
import { startProviderStandIns } from '../../scripts/lib/provider-stand-ins.mjs';
import { startMetaStandIn } from '../../scripts/stand-ins/meta.mjs';
import { startSmtpStandIn } from '../../scripts/stand-ins/smtp.mjs';
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
  // Stripe, Plaid and Meta are local stand-ins speaking the providers' wire formats, Stripe
  // and Plaid wired as `npm start` wires them with DEMO_PROVIDERS=true. Tests drive Plaid
  // through its /__control API; Link's browser script is served by page.route
  // (e2e/support/plaid-link.ts). OpenAI stays unconfigured: the offline categorizer serves
  // (e2e/demo.spec.ts starts a stack of its own with every stand-in).
  const providers = await startProviderStandIns({ appUrl: `http://localhost:${port}`, openai: false, linkScript: false });
  const meta = await startMetaStandIn();
  process.env.E2E_STRIPE_URL = providers.stripe.url;
  process.env.E2E_PLAID_URL = providers.plaid.url;
  const stopStandIns = () => Promise.all([smtp.stop(), providers.stop(), meta.stop()]);
  const stack = await startStack({
    dataDir,
    port,
    fresh: true,
    log: () => undefined,
    apiStdio: 'ignore',
    env: {
      ...providers.env,
      SMTP_URL: smtp.url,
      META_PIXEL_ID: '1234567890',
      META_ACCESS_TOKEN: 'e2e-meta-token',
      META_API_BASE: meta.url,
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
