// `npm start`: everything on one port, with no environment variables and no services
// running beforehand. Ctrl-C stops what it started; data stays in .data/.
import { join } from 'node:path';
import { buildAll } from './lib/build.mjs';
import { REPO_ROOT } from './lib/services.mjs';
import { startStack } from './lib/stack.mjs';

const started = Date.now();
const port = Number(process.env.PORT || 3000);

try {
  buildAll();
  const stack = await startStack({ dataDir: join(REPO_ROOT, '.data'), port });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
  Ledgerleaf is running at ${stack.url}  (ready in ${seconds} s)
    Customer site   ${stack.url}/
    Staff console   ${stack.url}/admin
    API docs        ${stack.url}/api/docs
${stack.env.NODE_ENV === 'production' ? '' : `    Demo client     ${stack.logins.client.email} / ${stack.logins.client.password}
    Demo staff      ${stack.logins.staff.email} / ${stack.logins.staff.password}
`}  Press Ctrl-C to stop.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Ledgerleaf...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  stack.child.on('exit', async (code) => {
    if (stopping) return;
    console.error(`The API stopped unexpectedly (exit code ${code}).`);
    await stack.stop();
    process.exit(code || 1);
  });
} catch (error) {
  console.error(`Could not start Ledgerleaf: ${error.message}`);
  process.exit(1);
}
