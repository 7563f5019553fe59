import { expect, test, type Browser, type Page } from '@playwright/test';
import { en } from '../web-admin/src/i18n/en';
import { fr } from '../web-admin/src/i18n/fr';
import { demoClient, demoStaff, logIn } from './support/session';

/**
 * Issue 31 in a real browser: a staff member switches the console to Français in the app bar
 * and walks the clients list, a client's page and the month-close board; no text of the
 * English catalogue that French says differently is left on those screens.
 */

type Tree = { [key: string]: unknown };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : value && typeof value === 'object'
        ? leaves(value as Tree, `${prefix}${key}.`)
        : [],
  );

const french = new Map(leaves(fr as unknown as Tree));

/** English texts (the parts between %{variables}) that French writes differently: none may show once in French. */
const ENGLISH_ONLY = [
  ...new Set(
    leaves(en as unknown as Tree)
      .filter(([key, text]) => french.get(key) !== text)
      .flatMap(([, text]) => text.split(/%\{\w+\}/))
      .map((part) => part.trim().replace(/[:.,·]+$/, ''))
      .filter((part) => part.length >= 4 && /[a-z]/.test(part)),
  ),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English catalogue's texts visible on the page, each as a whole word or phrase. */
async function englishLeft(page: Page, clientWords: readonly string[] = []): Promise<string[]> {
  // The client's own data (her chart's account and category names, in her language) is not the console's text.
  let visible = await page.locator('body').innerText();
  for (const word of [...clientWords].sort((a, b) => b.length - a.length)) visible = visible.split(word).join(' ');
  return ENGLISH_ONLY.filter((text) => new RegExp(`(^|[^\\p{L}])${escape(text)}($|[^\\p{L}])`, 'u').test(visible));
}

async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  // Loading indicators gone; a meter (a progressbar with a value, such as the AI tokens of the month) stays.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 20_000 });
}

test.describe('the console in French', () => {
  test.describe.configure({ timeout: 120_000 });
  let storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

  // One login for the walk, its session reused by the page.
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await logIn(await context.newPage(), demoStaff());
    storageState = await context.storageState();
    await context.close();
  });

  test('switching to Français translates the clients list, a client’s page and the month-close board', async ({ browser }) => {
    expect(ENGLISH_ONLY.length).toBeGreaterThan(100);
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();

    await page.goto('/admin/users');
    await settled(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.getByRole('button', { name: 'Français' })).toBeVisible();

    // The clients list.
    await expect(page.getByRole('columnheader', { name: 'Courriel' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour au site' })).toBeVisible();
    await settled(page);
    expect(await englishLeft(page)).toEqual([]);

    // A client's page: the demo client, every section loaded.
    await page.getByPlaceholder('Rechercher').fill(demoClient().email);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('cell', { name: 'Avery Lambert' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+\/show$/);
    const userId = /\/admin\/users\/(\d+)\/show$/.exec(page.url())![1];
    const chart = await page.request.get(`/api/admin/users/${userId}/books/accounts`);
    expect(chart.ok()).toBe(true);
    const treatments = await page.request.get(`/api/admin/tax/users/${userId}/treatments`);
    expect(treatments.ok()).toBe(true);
    const treatmentRows = (await treatments.json()) as { category: string }[];
    const accountNames = [...((await chart.json()) as { accounts: { name: string }[] }).accounts.map((a) => a.name), ...treatmentRows.map((r) => r.category)];
    expect(accountNames.length).toBeGreaterThan(3);
    await expect(page.getByRole('table', { name: 'Balance de vérification' })).toBeVisible();
    await expect(page.getByText('Soldes d’ouverture').first()).toBeVisible();
    await settled(page);
    expect(await englishLeft(page, accountNames)).toEqual([]);

    // The month-close board, still in French after a full page load (the choice is remembered).
    await page.goto('/admin/month-close');
    await settled(page);
    await expect(page.getByRole('columnheader', { name: 'Comptes rapprochés' })).toBeVisible();
    await expect(page.getByText('Clôture du mois').first()).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);

    await context.close();
  });
});
