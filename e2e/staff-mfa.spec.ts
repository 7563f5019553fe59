import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { logIn } from './support/session';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'maple-ledger-staff-7';
// Four logins, each an argon2 verification: generous checks on a busy two-core machine (a CI run retried this once).
const expect = baseExpect.configure({ timeout: 20_000 });

/** A staff account of this spec's own (the demo staff keeps logging in with its password alone). */
function createStaff(email: string): void {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through the e2e global setup');
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'api', 'dist', 'cli', 'create-staff.js'), email, 'Morgan', 'Two-Factor'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, STAFF_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`create-staff failed: ${result.stdout}${result.stderr}`);
}

/** The code the authenticator app shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function logOut(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('staff turn on two-factor login in the console, then log in with a code, and once with each recovery code', async ({ page }) => {
  test.setTimeout(240_000);
  const account = { email: `morgan-${Date.now().toString(36)}@ledgerleaf.test`, password: PASSWORD };
  createStaff(account.email);
  await logIn(page, account);

  // The console's menu leads to the Security page (inside /admin, not the site's /security).
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByText('Two-factor login is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor login' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await page.getByLabel('Secret (to type by hand)').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Authentication code').fill(await codeAt(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();

  // allTextContents does not wait: the codes are read once the list shows them.
  const listed = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(listed).toHaveCount(10);
  const codes = (await listed.allTextContents()).map((c) => c.trim());
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('Two-factor login is on for your account.')).toBeVisible();
  await expect(page.getByText('10 unused recovery codes left.')).toBeVisible();

  // The code of this period was spent turning it on: the app's next code logs in.
  await logOut(page);
  await logIn(page, account, () => codeAt(secret, 1));
  const me = await (await page.request.get('/api/user')).json();
  expect(me).toMatchObject({ email: account.email, isAdmin: true });

  // A recovery code logs in once; the second time it is refused and no session starts.
  await logOut(page);
  await logIn(page, account, async () => codes[0]);
  await logOut(page);
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Authentication code').fill(codes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid.', { exact: false }).first()).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
  await page.getByLabel('Authentication code').fill(codes[1]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/security');
  await expect(page.getByText('8 unused recovery codes left.')).toBeVisible();
});
