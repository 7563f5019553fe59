import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

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
