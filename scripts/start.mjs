// `npm start`: everything on one port, with no environment variables and no services
// running beforehand. Ctrl-C stops what it started; data stays in .data/.
// DEMO_PROVIDERS=true also runs the Stripe, Plaid, OpenAI and Bank of Canada stand-ins and
// points the app at them, so checkout, bank linking, AI categorization and foreign-currency
// receipts can be clicked through with no provider account (never in production).
import { join } from 'node:path';
import { buildAll } from './lib/build.mjs';
import { scheduleNightlyBackups } from './lib/nightly-backup.mjs';
import { demoProvidersWanted, startProviderStandIns } from './lib/provider-stand-ins.mjs';
import { REPO_ROOT } from './lib/services.mjs';
import { startStack } from './lib/stack.mjs';

const started = Date.now();
const port = Number(process.env.PORT || 3000);
/** @type {Awaited<ReturnType<typeof startProviderStandIns>> | null} */
let standIns = null;

try {
  const demo = demoProvidersWanted(process.env);
  buildAll();
  if (demo) {
    standIns = await startProviderStandIns({ appUrl: `http://localhost:${port}` });
    const replaced = Object.keys(standIns.env).filter((key) => process.env[key]);
    if (replaced.length) console.log(`DEMO_PROVIDERS=true: ${replaced.join(', ')} from the environment replaced by the stand-ins'.`);
  }
  const dataDir = join(REPO_ROOT, '.data');
  const stack = await startStack({ dataDir, port, env: standIns?.env ?? {} });
  const backups = scheduleNightlyBackups({ env: stack.env, backupsDir: process.env.BACKUP_DIR || join(stack.env.DATA_DIR, 'backups') });
  const stopAll = async () => {
    await backups.stop();
    await stack.stop();
    await standIns?.stop();
  };
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
  Ledgerleaf is running at ${stack.url}  (ready in ${seconds} s)
    Customer site   ${stack.url}/
    Staff console   ${stack.url}/admin
    API docs        ${stack.url}/api/docs
${
  stack.env.NODE_ENV === 'production'
    ? ''
    : `    Demo client     ${stack.logins.client.email} / ${stack.logins.client.password}
    Demo staff      ${stack.logins.staff.email} / ${stack.logins.staff.password}
`
}${standIns ? demoBanner(standIns) : ''}  Press Ctrl-C to stop.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Ledgerleaf...');
    await stopAll();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  stack.child.on('exit', async (code) => {
    if (stopping) return;
    console.error(`The API stopped unexpectedly (exit code ${code}).`);
    await stopAll();
    process.exit(code || 1);
  });
} catch (error) {
  console.error(`Could not start Ledgerleaf: ${error.message}`);
  await standIns?.stop();
  process.exit(1);
}

/** @param {NonNullable<typeof standIns>} s */
function demoBanner(s) {
  return `
  Demo providers (DEMO_PROVIDERS=true): local stand-ins, nothing leaves this machine
    Stripe          ${s.stripe.url}  (register without a coupon, choose a plan, Pay on its checkout page)
    Plaid           ${s.plaid.url}  (Connect a bank: pick an institution, share its accounts)
    Plaid Link      ${s.linkScript?.scriptUrl}
    OpenAI          ${s.openai?.url}  (Categorize with AI on an uploaded CSV)
    Bank of Canada  ${s.bankOfCanada.url}  (daily exchange rates: a USD or EUR receipt matched to its CAD bank row)
`;
}
