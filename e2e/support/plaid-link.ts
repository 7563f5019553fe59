import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The CDN script react-plaid-link injects; the browser never reaches it in tests. */
export const PLAID_LINK_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
const LINK_STAND_IN = readFileSync(new URL('../../scripts/stand-ins/plaid-link.js', import.meta.url), 'utf8');

/**
 * Serves Link's script from scripts/stand-ins/plaid-link.js, and refuses every other
 * request that would leave this machine.
 */
export async function routeLinkToStandIn(page: Page): Promise<void> {
  // The route registered last is tried first: the CDN script before the catch-all.
  await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
  await page.route(PLAID_LINK_URL, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: LINK_STAND_IN }));
}

/** POST <plaid stand-in>/__control/<action>: drives the Plaid stand-in from a test. */
export async function plaidControl<T = unknown>(action: string, args: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${process.env.E2E_PLAID_URL}/__control/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!res.ok) throw new Error(`Plaid stand-in ${action}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Goes through Link's two steps (scripts/stand-ins/plaid-link.js) once Link is open: picks
 * the institution, continues, and shares its accounts. Returns the account lines Link showed.
 */
export async function linkThroughStandIn(page: Page, institution: string): Promise<string[]> {
  const picker = page.getByRole('dialog', { name: 'Select your bank' });
  await expect(picker).toBeVisible();
  await picker.getByLabel('Institution').selectOption({ label: institution });
  await picker.getByRole('button', { name: 'Continue' }).click();
  const accounts = page.getByRole('dialog', { name: 'Share your accounts' });
  const list = accounts.getByRole('list', { name: `Accounts at ${institution}` });
  await expect(list).toBeVisible();
  const lines = await list.getByRole('listitem').allInnerTexts();
  await accounts.getByRole('button', { name: 'Continue' }).click();
  await expect(accounts).toBeHidden();
  return lines.map((line) => line.replace(/\s+/g, ' ').trim());
}
