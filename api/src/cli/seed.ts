// `node api/dist/cli/seed.js`: writes the demo data that is missing. Refuses production.
import { LIMITS } from '@ledgerleaf/contracts';
import { isEmail } from 'class-validator';
import { DemoAccounts, DemoSeeder } from '../seed/demo.seeder';
import { seedDependencies } from '../seed/seed-dependencies';
import { seedEnvironment } from '../seed/seed-environment';
import { CliError, runCli } from './run-cli';
import { SeedCliModule } from './seed-cli.module';

export const DEMO_DEFAULTS: DemoAccounts = {
  staffEmail: 'staff@ledgerleaf.test',
  staffPassword: 'staff-demo-1',
  clientEmail: 'demo@ledgerleaf.test',
  clientPassword: 'client-demo-1',
};

function demoAccountsFromEnv(env: NodeJS.ProcessEnv): DemoAccounts {
  const pick = (name: string, fallback: string) => env[name] || fallback;
  const accounts = {
    staffEmail: pick('SEED_STAFF_EMAIL', DEMO_DEFAULTS.staffEmail),
    staffPassword: pick('SEED_STAFF_PASSWORD', DEMO_DEFAULTS.staffPassword),
    clientEmail: pick('SEED_CLIENT_EMAIL', DEMO_DEFAULTS.clientEmail),
    clientPassword: pick('SEED_CLIENT_PASSWORD', DEMO_DEFAULTS.clientPassword),
  };
  if (!isEmail(accounts.staffEmail)) throw new CliError('SEED_STAFF_EMAIL must be an e-mail address');
  if (!isEmail(accounts.clientEmail)) throw new CliError('SEED_CLIENT_EMAIL must be an e-mail address');
  if (accounts.staffPassword.length < LIMITS.passwordMin) throw new CliError(`SEED_STAFF_PASSWORD must be at least ${LIMITS.passwordMin} characters`);
  if (accounts.clientPassword.length < LIMITS.passwordMin) throw new CliError(`SEED_CLIENT_PASSWORD must be at least ${LIMITS.passwordMin} characters`);
  return accounts;
}

runCli(
  async (app, config) => {
    if (config.isProduction) throw new CliError('The demo seed never runs in production. Create staff with: npm run create-staff -- <email>');
    const written = await new DemoSeeder(seedDependencies(app)).run(demoAccountsFromEnv(process.env));
    console.log(written.length ? `Demo data written: ${written.join(', ')}` : 'Demo data already present');
  },
  (config) => SeedCliModule.register(config),
  // Categorized offline, no exchange rate asked: the seed calls no provider (seed-environment.ts).
  seedEnvironment(process.env),
);
