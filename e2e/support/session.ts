import { expect, type Page } from '@playwright/test';

export const demoClient = () => ({
  email: process.env.E2E_CLIENT_EMAIL ?? 'demo@ledgerleaf.test',
  password: process.env.E2E_CLIENT_PASSWORD ?? 'client-demo-1',
});
/** Élise, the French-speaking Québec demo client (her profile's language is fr-CA). */
export const demoFrenchClient = () => ({
  email: process.env.E2E_FRENCH_CLIENT_EMAIL ?? 'demo-fr@ledgerleaf.test',
  password: process.env.E2E_FRENCH_CLIENT_PASSWORD ?? 'client-demo-fr-1',
});
export const demoStaff = () => ({ email: process.env.E2E_STAFF_EMAIL ?? 'staff@ledgerleaf.test', password: process.env.E2E_STAFF_PASSWORD ?? 'staff-demo-1' });

/**
 * Logs in through the real form at /auth?mode=login and waits for the dashboard. Staff
 * with two-factor login on pass `code`: it is typed into the second step the form shows.
 */
export async function logIn(page: Page, account: { email: string; password: string }, code?: () => Promise<string>): Promise<void> {
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  if (code) {
    await page.getByLabel('Authentication code').fill(await code());
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  // A login verifies an argon2 hash (and a code): seconds on a loaded machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}
