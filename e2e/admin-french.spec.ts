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
      // A part French writes the same way in that text ("Version") is not English left.
      .flatMap(([key, text]) => text.split(/%\{\w+\}/).map((part) => [key, part.trim().replace(/[:.,·]+$/, '')] as const))
      .filter(([key, part]) => part.length >= 4 && /[a-z]/.test(part) && !(french.get(key) ?? '').includes(part))
      .map(([, part]) => part),
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

/**
 * The strings of every JSON answer of the API the page reads from now on: the firm's and its
 * clients' data (names, accounts, vendors, messages), which is not the console's text.
 */
function recordData(page: Page): () => string[] {
  const words = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length >= 3 && /\p{L}/u.test(value)) words.add(value);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('application/json')) return;
    try {
      collect(await response.json());
    } catch {
      // A body the page dropped (a navigation) holds nothing to read.
    }
  });
  return () => [...words];
}

async function switchToFrench(page: Page) {
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: 'Français' })).toBeVisible();
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
    // The firm's and clients' data (staff@… e-mails, names) is not the console's text.
    const data = recordData(page);

    await page.goto('/admin/users');
    await settled(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.getByRole('button', { name: 'Français' })).toBeVisible();

    // The clients list.
    await expect(page.getByRole('columnheader', { name: 'Courriel' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour au site' })).toBeVisible();
    await settled(page);
    expect(await englishLeft(page, data())).toEqual([]);

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
    expect(await englishLeft(page, [...accountNames, ...data()])).toEqual([]);

    // The month-close board, still in French after a full page load (the choice is remembered).
    await page.goto('/admin/month-close');
    await settled(page);
    await expect(page.getByRole('columnheader', { name: 'Comptes rapprochés' })).toBeVisible();
    await expect(page.getByText('Clôture du mois').first()).toBeVisible();
    expect(await englishLeft(page, data())).toEqual([]);

    await context.close();
  });

  test('the report review page, the staff page, the inbox and the receipts list are in French', async ({ browser }) => {
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const data = recordData(page);

    // The staff page (the demo staff member is the firm's owner).
    await page.goto('/admin/staff');
    await settled(page);
    await switchToFrench(page);
    await expect(page.getByRole('columnheader', { name: 'Prénom' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Inviter' })).toBeVisible();
    await settled(page);
    expect(await englishLeft(page, data())).toEqual([]);

    // The pending reports, and a report's transactions to review when there is one.
    await page.goto('/admin/monthly-reports');
    await settled(page);
    await expect(page.getByText(/Approuver|Aucun rapport en attente de révision/).first()).toBeVisible();
    expect(await englishLeft(page, data())).toEqual([]);
    const review = page.getByRole('button', { name: 'Réviser les opérations' }).first();
    if (await review.isVisible()) {
      await review.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('table', { name: 'Opérations du rapport' })).toBeVisible();
      // The dialog is modal (the page's main region is hidden from it): its own loading bars gone.
      await expect(dialog.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 20_000 });
      expect(await englishLeft(page, data())).toEqual([]);
      await dialog.getByRole('button', { name: 'Fermer' }).click();
    }

    // The inbox of threads waiting for an answer.
    await page.goto('/admin/conversations');
    await settled(page);
    await expect(page.getByText(/En attente depuis|Aucun fil n’attend de réponse/).first()).toBeVisible();
    expect(await englishLeft(page, data())).toEqual([]);

    // Every client's receipts (the demo client sent a dozen).
    await page.goto('/admin/receipts');
    await settled(page);
    await expect(page.getByRole('columnheader', { name: 'Fournisseur' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Rapprochement' })).toBeVisible();
    expect(await englishLeft(page, data())).toEqual([]);

    // The Plaid diagnostics: the connection test, successful or not, says nothing in English
    // (the API's own English values, data to englishLeft, are checked by name here).
    await page.goto('/admin/plaid-diagnostics');
    await settled(page);
    const connection = page.getByRole('region', { name: 'Vérification de la connexion' });
    await expect(connection.getByText(/^(Connexion réussie|Échec de la connexion)$/)).toBeVisible();
    expect(await englishLeft(page, data())).toEqual([]);
    const shown = await connection.innerText();
    for (const english of ['Connection Successful', 'Unable to connect to Plaid API', 'Missing PLAID_', 'Set PLAID_CLIENT_ID'])
      expect(shown).not.toContain(english);

    await context.close();
  });
});
