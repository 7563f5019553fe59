import { expect, request, test, type APIRequestContext, type Locator } from '@playwright/test';
import { CSV_HEADER } from './support/csv-files';
import { isoDay, monthsAgo, registerClientByApi } from './support/reports';
import { demoStaff, logIn } from './support/session';

// Issue 27 point 7 in a real browser: a new client of the test's own adds a CSV account to
// the books through the API (upload, categorize, add to the books), then reads the Balance
// Sheet view on the dashboard; staff read the same client's balance sheet and trial balance
// on the console's client page.

const ACCOUNT = 'Maple chequing';
const earlier = monthsAgo(2);
const last = monthsAgo(1);
// The earlier month: 2500.00 − 98.50 = 2401.50; the last month adds 1284.50 − 14.25: 3671.75.
const LINES: [day: string, name: string, amount: string][] = [
  [isoDay(earlier, 3), 'INTERAC E-TRANSFER FROM NORTHSHORE DENTAL', '2500.00'],
  [isoDay(earlier, 12), 'ROGERS WIRELESS 800-764-3771 ON', '-98.50'],
  [isoDay(last, 5), 'SHOPIFY PAYOUT 8842213', '1284.50'],
  [isoDay(last, 9), 'SQ *MAPLE LEAF COFFEE TORONTO ON', '-14.25'],
];

/** "Oct 31, 2026": the last day of a month, as the view titles it. */
const monthEndLabel = ({ year, month }: { year: number; month: number }) =>
  new Date(Date.UTC(year, month, 0)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "$3,671.75" / "-$12.00" → cents, in integers (no float arithmetic on money). */
function cents(text: string): number {
  const plain = text.replace(/[$,\s]/g, '');
  const [whole, fraction = ''] = plain.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return plain.startsWith('-') ? -value : value;
}

/** The balance line's three figures, checked to balance to the cent. */
async function expectBalances(status: Locator) {
  await expect(status).toContainText('your balance sheet balances');
  const match = /Assets (-?\$[\d,.]+) = liabilities (-?\$[\d,.]+) \+ equity (-?\$[\d,.]+)/.exec((await status.textContent()) ?? '');
  expect(match, 'the balance line names the three totals').not.toBeNull();
  const [, assets, liabilities, equity] = match!;
  expect(cents(assets)).toBe(cents(liabilities) + cents(equity));
  return { assets: cents(assets), liabilities: cents(liabilities), equity: cents(equity) };
}

/** The upload of a small bank export, categorized and added to the books under ACCOUNT. */
async function addCsvAccountToBooks(api: APIRequestContext) {
  const content = [CSV_HEADER, ...LINES.map(([day, name, amount]) => `${day},${name},${amount},`)].join('\r\n') + '\r\n';
  const uploaded = await api.post('/api/csv/upload', {
    multipart: { csvFile: { name: 'maple-chequing.csv', mimeType: 'text/csv', buffer: Buffer.from(content) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { id } = (await uploaded.json()) as { id: number };
  const categorized = await api.post(`/api/csv/categorize/${id}`, { data: {} });
  expect([200, 202], await categorized.text()).toContain(categorized.status());
  await expect
    .poll(async () => ((await (await api.get('/api/csv/uploads')).json()) as { id: number; status: string }[]).find((u) => u.id === id)?.status, {
      timeout: 60_000,
    })
    .toBe('completed');
  const added = await api.post(`/api/csv/books/${id}`, { data: { accountName: ACCOUNT } });
  expect(added.status(), await added.text()).toBe(200);
}

test.describe.serial('the books statements', () => {
  test.setTimeout(120_000);
  let api: APIRequestContext;
  let login: { email: string; password: string };
  let userId: number;

  test.beforeAll(async ({ baseURL }) => {
    api = await request.newContext({ baseURL });
    login = await registerClientByApi(api, 'Maya');
    userId = ((await (await api.get('/api/user')).json()) as { id: number }).id;
  });
  test.afterAll(async () => api?.dispose());

  test('a new client sees what to do; with a CSV account in the books the balance sheet balances, charts 12 month ends and follows the picker', async ({
    page,
  }) => {
    await logIn(page, login);
    await page.goto('/dashboard?tab=balance-sheet');
    await expect(page.getByRole('tab', { name: 'Balance Sheet' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'No books yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a CSV account' })).toHaveAttribute('href', '/dashboard?tab=csv');

    await addCsvAccountToBooks(api);
    await page.reload();

    const sheet = page.getByRole('region', { name: `Balance sheet at ${monthEndLabel(last)}` });
    const assets = sheet.getByRole('table', { name: 'Assets' });
    await expect(assets.getByRole('row').filter({ hasText: ACCOUNT })).toContainText('$3,671.75');
    const totals = await expectBalances(sheet.getByRole('status'));
    expect(totals.assets).toBeGreaterThanOrEqual(367_175);
    await expect(assets.getByRole('row').filter({ hasText: 'Total assets' })).toContainText(
      `$${(totals.assets / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    await expect(sheet.getByRole('table', { name: 'Equity' }).getByRole('row').filter({ hasText: 'Current-year earnings' })).toBeVisible();

    // The chart: assets against liabilities at 12 month ends, the last one the month picked.
    const chart = page.getByRole('figure', { name: /^Assets and liabilities, / });
    await expect(chart.locator('svg').first()).toBeVisible();
    const points = chart.getByRole('table').getByRole('row');
    await expect(points).toHaveCount(13);
    await expect(points.last()).toContainText(`$${(totals.assets / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

    // The month before: only its own rows.
    await page.getByRole('combobox', { name: 'Month end' }).click();
    await page.getByRole('option', { name: monthEndLabel(earlier) }).click();
    const before = page.getByRole('region', { name: `Balance sheet at ${monthEndLabel(earlier)}` });
    await expect(before.getByRole('table', { name: 'Assets' }).getByRole('row').filter({ hasText: ACCOUNT })).toContainText('$2,401.50');
    await expectBalances(before.getByRole('status'));
  });

  test("staff read the client's balance sheet and trial balance on the console's client page, both balanced", async ({ page }) => {
    await logIn(page, demoStaff());
    await page.goto(`/admin/users/${userId}/show`);
    const lastDay = isoDay(last, new Date(Date.UTC(last.year, last.month, 0)).getUTCDate());

    const sheet = page.getByRole('region', { name: `Balance sheet at ${lastDay}` });
    await expect(sheet.getByRole('table', { name: 'Assets' }).getByRole('row').filter({ hasText: ACCOUNT })).toContainText('$3,671.75');
    await expect(sheet.getByRole('status')).toContainText('Balanced');
    await expect(sheet.getByRole('status')).not.toContainText('Unbalanced');

    const trial = page.getByRole('region', { name: `Trial balance at ${lastDay}` });
    const totals = trial.getByRole('table', { name: 'Trial balance' }).getByRole('row').filter({ hasText: 'Totals' });
    await expect(totals).toBeVisible(); // allTextContents does not wait
    const [debit, credit] = (await totals.getByRole('cell').allTextContents()).slice(1);
    expect(cents(debit)).toBe(cents(credit));
    expect(cents(debit)).toBeGreaterThanOrEqual(367_175);
    await expect(trial.getByRole('status')).toHaveText(/^Balanced/);

    // Another date: the month before, typed into the trial balance's own input.
    const earlierDay = isoDay(earlier, new Date(Date.UTC(earlier.year, earlier.month, 0)).getUTCDate());
    await page.getByLabel('Trial balance as of').fill(earlierDay);
    const trialBefore = page.getByRole('region', { name: `Trial balance at ${earlierDay}` });
    await expect(trialBefore.getByRole('row').filter({ hasText: ACCOUNT })).toContainText('$2,401.50');
    await expect(trialBefore.getByRole('status')).toHaveText(/^Balanced/);
  });
});
