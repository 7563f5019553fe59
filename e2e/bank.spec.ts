import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { demoClient, demoStaff, logIn } from './support/session';
import { linkThroughStandIn, plaidControl, routeLinkToStandIn } from './support/plaid-link';

// Issue 8 in a real browser: the official react-plaid-link loads Link's script, which
// page.route serves from the Link stand-in; the API's Plaid SDK talks to the Plaid stand-in.

// Pages of 500 rows render slowly on a busy two-core machine: give each check 30 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const uniqueEmail = () => `bank-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.ca`;

interface ItemsAnswer {
  items: { id: number; plaidItemId: string; institutionName: string | null; lastSyncedAt: string | null }[];
}
interface TransactionsAnswer {
  transactions: { id: number; name: string; accountName: string }[];
  pagination: { total: number };
}

/** A client of this test's own (coupon registration, questionnaire answered). */
async function registerClient(page: Page): Promise<void> {
  await page.goto('/auth?mode=register');
  await page.getByLabel('First name').fill('Farah');
  await page.getByLabel('Last name').fill('Nadeau');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Phone').fill('6135550142');
  await page.getByLabel('Password', { exact: true }).fill('maple-ledger-8');
  await page.getByLabel('Coupon code (optional)').fill('LAUNCH2025');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const questionnaire = page.getByRole('dialog', { name: 'Tax Information Required' });
  await questionnaire.getByLabel('What is your tax year end date?').fill('2026-12-31');
  await questionnaire.getByRole('button', { name: 'Submit' }).click();
  await expect(questionnaire).toBeHidden();
}

const items = async (page: Page) => (await (await page.request.get('/api/plaid/items')).json()) as ItemsAnswer;
const firstPage = async (page: Page) =>
  (await (await page.request.get('/api/plaid/transactions?page=1&limit=500&sortColumn=date&sortDirection=desc')).json()) as TransactionsAnswer;

const csvLines = (path: string) =>
  readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);

test.describe('bank linking and transactions', () => {
  test('link a bank, sort and page, export, hide an account, disconnect', async ({ page }) => {
    test.setTimeout(300_000);
    await routeLinkToStandIn(page);
    await registerClient(page);

    // Link a bank from the Profile through Link (the stand-in dialog).
    await page.goto('/dashboard?tab=profile');
    const section = page.getByRole('region', { name: 'Connected bank accounts' });
    await expect(section.getByText(/No bank accounts connected/)).toBeVisible();
    await section.getByRole('button', { name: 'Connect a bank' }).click();
    await linkThroughStandIn(page, 'Tartan Bank');
    await expect(page.getByText('Bank connected', { exact: true })).toBeVisible();
    const card = section.getByRole('article', { name: 'Tartan Bank' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('switch').first()).toBeChecked();

    // The first import runs on the queue; then the stand-in's bank posts 600 more and Refresh brings them in.
    await expect.poll(async () => (await items(page)).items[0]?.lastSyncedAt ?? null, { timeout: 60_000 }).not.toBeNull();
    await expect(card.getByText(/last updated/)).toBeVisible();
    const imported = (await firstPage(page)).pagination.total;
    expect(imported).toBeGreaterThan(0);
    const { plaidItemId } = (await items(page)).items[0];
    await plaidControl('add-transactions', { itemId: plaidItemId, count: 600 });
    await section.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(async () => (await firstPage(page)).pagination.total, { timeout: 60_000 }).toBe(imported + 600);
    const total = imported + 600;

    // The Transactions view: reachable from the dashboard card, 500 rows a page.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'View transactions' }).click();
    await expect(page).toHaveURL(/\?tab=transactions$/);
    await expect(page.getByText('Banks only provide about 90 days of transaction history.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect(page.getByText(`Showing 1–500 of ${total} transactions`)).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(500);

    // Sort by name: back to page 1, names in order.
    await page.getByRole('navigation', { name: 'Transaction pages' }).getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByText(`Showing 501–${total} of ${total} transactions`)).toBeVisible();
    await table.getByRole('button', { name: 'Name' }).click();
    await expect(page.getByText(`Showing 1–500 of ${total} transactions`)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    // The rows shown are the server's first 500 by name (its collation decides the order).
    const byName = (await (await page.request.get('/api/plaid/transactions?page=1&limit=500&sortColumn=name&sortDirection=asc')).json()) as TransactionsAnswer;
    const shown = (await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).map((name) => name.replace(/Pending$/, '').trim());
    expect(shown).toEqual(byName.transactions.map((row) => row.name.trim()));
    // Changing the page resets the sort to date, newest first.
    await page.getByRole('navigation', { name: 'Transaction pages' }).getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByText(`Showing 501–${total} of ${total} transactions`)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await page.getByRole('navigation', { name: 'Transaction pages' }).getByRole('button', { name: 'page 1' }).click();
    await expect(page.getByText(`Showing 1–500 of ${total} transactions`)).toBeVisible();

    // Exclude one row on this device, then both exports download without it.
    await table.locator('tbody tr').first().getByRole('checkbox').check();
    await expect(page.getByText(/1 excluded from exports/)).toBeVisible();
    const [detailed] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Transactions' }).click()]);
    expect(detailed.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const detailedLines = csvLines(await detailed.path());
    expect(detailedLines[0]).toBe('Date,Name,Merchant,Category,Account,Amount,Status');
    expect(detailedLines).toHaveLength(total - 1 + 1);
    const [summary] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Summary' }).click()]);
    expect(summary.suggestedFilename()).toMatch(/\.csv$/);
    const summaryLines = csvLines(await summary.path());
    expect(summaryLines[0]).toBe('Category,Transactions,Money In,Money Out,Net');
    expect(summaryLines.length).toBeGreaterThan(2);

    // Hide one account in the Profile: its rows leave the list; the choice is mirrored locally.
    const before = await firstPage(page);
    const hiddenName = before.transactions[0].accountName;
    const hiddenRows = (await (await page.request.get(`/api/plaid/accounts`)).json()) as { accounts: { accountId: string; name: string }[] };
    const hiddenAccount = hiddenRows.accounts.find((account) => account.name === hiddenName)!;
    await page.goto('/dashboard?tab=profile');
    await card.getByRole('switch', { name: new RegExp(`^Show ${hiddenName}`) }).click();
    await expect(card.getByRole('switch', { name: new RegExp(`^Show ${hiddenName}`) })).not.toBeChecked();
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('hiddenAccountIds'))) ?? '[]')).toEqual([hiddenAccount.accountId]);
    await page.goto('/dashboard?tab=transactions');
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await expect(page.getByRole('cell', { name: hiddenName, exact: true })).toHaveCount(0);
    expect((await firstPage(page)).pagination.total).toBeLessThan(total);

    // Disconnect: the prompt warns that every transaction goes; then the bank is gone.
    await page.goto('/dashboard?tab=profile');
    await card.getByRole('button', { name: 'Disconnect' }).click();
    const prompt = page.getByRole('dialog', { name: 'Disconnect Tartan Bank?' });
    await expect(prompt).toContainText('all transactions imported from it');
    await prompt.getByRole('button', { name: 'Disconnect' }).click();
    await expect(section.getByText(/No bank accounts connected/)).toBeVisible();
    expect((await firstPage(page)).pagination.total).toBe(0);
  });

  test('/oauth-callback: a missing token, a connection, and a failure each return to the dashboard', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, demoClient());

    await page.goto('/oauth-callback');
    await expect(page.getByRole('heading', { name: 'Connecting Your Bank' })).toBeVisible();
    await expect(page.getByText('Invalid callback data. Missing public token.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

    const before = (await items(page)).items.map((item) => item.id);
    await page.goto(`/oauth-callback?public_token=public-sandbox-ins_109509-${Date.now().toString(36)}&institution_id=ins_109509`);
    await expect(page.getByText('Bank connected successfully! Redirecting back to dashboard...')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    const added = (await items(page)).items.filter((item) => !before.includes(item.id));
    expect(added).toHaveLength(1);
    // Leave the demo client as it was.
    expect((await page.request.delete(`/api/plaid/items/${added[0].id}`)).ok()).toBe(true);

    await page.goto('/oauth-callback?public_token=not-a-plaid-token');
    await expect(page.getByText('Failed to connect bank account. Please try again later.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  });

  test('staff run the Plaid diagnostics; a client is refused', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await logIn(page, demoStaff());
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Plaid Diagnostics' }).click();
    await expect(page).toHaveURL(/\/admin\/plaid-diagnostics$/);
    const credentials = page.getByRole('region', { name: 'Credentials test' });
    await expect(credentials.getByText('Success')).toBeVisible();
    await expect(credentials.getByText('Environment: sandbox')).toBeVisible();
    const connection = page.getByRole('region', { name: 'Connection test' });
    await expect(connection.getByText('Connection Successful')).toBeVisible();
    await connection.getByRole('button', { name: 'Show Response Details' }).click();
    await expect(connection.getByRole('region', { name: 'Response Details' })).toBeVisible();
    const checker = page.getByRole('list', { name: 'Expected redirect URIs' });
    await expect(checker.getByRole('listitem').first()).toContainText(`${process.env.E2E_BASE_URL}/oauth-callbackConfigured`);
    const tester = page.getByRole('form', { name: 'Institution name tester' });
    await tester.getByRole('button', { name: 'Test' }).click();
    await expect(tester.getByRole('status')).toBeVisible();

    const clientContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const client = await clientContext.newPage();
    await logIn(client, demoClient());
    expect((await client.request.get('/api/plaid/test-credentials')).status()).toBe(403);
    await client.goto('/admin/plaid-diagnostics');
    await expect(client).toHaveURL(/\/dashboard$/);
    await clientContext.close();
  });
});
