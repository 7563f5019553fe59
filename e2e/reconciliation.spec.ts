import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { createClientWithReports, type ClientWithReports } from './support/reports-admin';
import { isoDay, monthsAgo, monthTitle, parseCsv, staffApi, type ReportMonth } from './support/reports';
import { demoClient, demoStaff, logIn } from './support/session';

// Issue 28 in a real browser against the real API and the demo seed (api/src/seed/demo.seeder.ts):
// Avery's month two back is approved and reconciled (chequing with a 4.75 adjustment), last month
// is pending with chequing's statement entered 12.60 below the books. The seed counts months
// back from today, as monthsAgo does. Tests that change Avery's pending month put it back;
// the approval with a reason is done on a client of this spec's own.

const october = monthsAgo(1);
const september = monthsAgo(2);
const monthKey = ({ year, month }: ReportMonth) => `${year}-${String(month).padStart(2, '0')}`;
/** The month's last day, YYYY-MM-DD: the day an entered statement is at when no date is given. */
const lastDayOf = ({ year, month }: ReportMonth) => isoDay({ year, month }, new Date(Date.UTC(year, month, 0)).getUTCDate());

interface Account {
  accountId: number;
  accountName: string;
  statementClosing: string | null;
  statementDate: string | null;
  booksClosing: string;
  difference: string | null;
  status: string;
  adjustment: { amount: string; memo: string } | null;
  enteredBy: string | null;
}

const ADJUSTMENT_MEMO = 'Bank service charge on the paper statement, missing from the feed';

const accountsOf = async (api: APIRequestContext, path: string, month: ReportMonth): Promise<Account[]> => {
  const res = await api.get(`${path}?month=${monthKey(month)}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { accounts: Account[] }).accounts;
};
const chequingOf = (accounts: Account[]) => {
  const chequing = accounts.find((a) => /chequing/i.test(a.accountName));
  expect(chequing, JSON.stringify(accounts)).toBeDefined();
  return chequing!;
};

/** Avery's id, from the console's users list (as staff reach her). */
async function openAveryInConsole(page: Page): Promise<number> {
  await page.goto('/admin/users');
  await page.getByPlaceholder('Search').fill(demoClient().email);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('cell', { name: 'Avery Lambert' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/show/);
  return Number(/\/admin\/users\/(\d+)\//.exec(page.url())![1]);
}

const download = async (scope: Locator, button: string): Promise<Download> => {
  const [file] = await Promise.all([scope.page().waitForEvent('download'), scope.getByRole('button', { name: button }).click()]);
  return file;
};

/** The text of every page of a PDF, one string per page (pdfjs-dist, as the API's receipt reader reads PDFs). */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

test.describe.serial("issue 28 on Avery's demo months", () => {
  let staff: APIRequestContext;
  test.beforeAll(async ({ baseURL }) => {
    staff = await staffApi(baseURL!);
  });
  test.afterAll(async () => staff?.dispose());

  test("staff open Avery's pending month, are refused for the 12.60, reconcile with an adjustment and its memo, then undo it", async ({ page }) => {
    test.setTimeout(60_000); // two logins, the console's code and four round trips on a shared two-core machine
    await logIn(page, demoStaff());
    const userId = await openAveryInConsole(page);
    const path = `/api/admin/users/${userId}/books/reconciliations`;
    const before = chequingOf(await accountsOf(staff, path, october));
    expect([before.status, before.difference]).toEqual(['unreconciled', '-12.60']);

    await page.getByRole('link', { name: 'Reconciliation' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${userId}/reconciliation/${monthKey(october)}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Reconciliation of Avery Lambert, / })).toBeVisible();
    const card = page.getByRole('article', { name: before.accountName });
    await expect(card.getByText('Not reconciled', { exact: true })).toBeVisible();
    await expect(card.getByRole('table', { name: `${before.accountName}: statement against books` })).toContainText('12.60');
    await expect(card.getByRole('textbox', { name: 'Statement closing balance' })).toHaveValue(before.statementClosing!);

    await card.getByRole('button', { name: 'Reconcile', exact: true }).click();
    await expect(card.getByText(/^The books differ from the statement by .*12\.60\.$/)).toBeVisible();
    await card.getByRole('button', { name: 'Reconcile with an adjustment' }).click();
    const dialog = page.getByRole('dialog', { name: `Reconcile with an adjustment: ${before.accountName}` });
    await expect(dialog).toContainText('12.60');
    await dialog.getByRole('button', { name: 'Reconcile with an adjustment' }).click();
    await expect(dialog.getByText('A memo is required for an adjustment')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Memo/ }).fill('Deposit slip 0412 keyed twice by the bank');
    await dialog.getByRole('button', { name: 'Reconcile with an adjustment' }).click();
    await expect(page.getByText('Account reconciled')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Reconciled', { exact: true })).toBeVisible();
    await expect(card).toContainText(/Adjustment of .*12\.60: Deposit slip 0412 keyed twice by the bank/);
    const reconciled = chequingOf(await accountsOf(staff, path, october));
    expect([reconciled.status, reconciled.adjustment]).toEqual(['reconciled', { amount: '-12.60', memo: 'Deposit slip 0412 keyed twice by the bank' }]);

    // Undo: back as the seed left it (the specs after this one read Avery's pending month).
    await card.getByRole('button', { name: 'Undo reconciliation' }).click();
    await expect(page.getByText('Reconciliation undone')).toBeVisible();
    await expect(card.getByText('Not reconciled', { exact: true })).toBeVisible();
    const after = chequingOf(await accountsOf(staff, path, october));
    expect([after.status, after.difference, after.adjustment, after.statementClosing]).toEqual(['unreconciled', '-12.60', null, before.statementClosing]);
  });

  test('the month-close board lists Avery not ready, keeps to the ones not ready, sorts by manager and links to her reconciliation', async ({ page }) => {
    test.setTimeout(60_000); // the board's first answer counts every client's month on a loaded machine
    await logIn(page, demoStaff());
    await page.goto('/admin');
    await page.getByRole('menuitem', { name: 'Month close' }).click();
    await expect(page).toHaveURL(/\/admin\/month-close/);
    const avery = page.getByRole('row').filter({ hasText: 'Avery Lambert' });
    await expect(avery).toContainText('Not ready', { timeout: 30_000 });
    await expect(avery).toContainText(/\d+ \/ \d+/);

    const boardAnswer = (check: (url: URL) => boolean) =>
      page.waitForResponse((res) => {
        const url = new URL(res.url());
        return url.pathname === '/api/admin/month-close' && check(url);
      });
    const filtered = boardAnswer((url) => url.searchParams.get('notReady') === '1');
    await page.getByRole('switch', { name: 'Not ready only' }).click();
    const answer = await filtered;
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).searchParams.get('month')).toBe(monthKey(october));
    const board = (await answer.json()) as { clients: { name: string; ready: boolean }[] };
    expect(board.clients.some((c) => c.name === 'Avery Lambert')).toBe(true);
    expect(board.clients.every((c) => !c.ready)).toBe(true);
    await expect(avery).toBeVisible();
    await expect(page.locator('tbody').getByText('Ready', { exact: true })).toHaveCount(0);

    const sorted = boardAnswer((url) => url.searchParams.get('sort') === 'accountManager');
    await page.getByRole('columnheader', { name: 'Account manager' }).getByRole('button').click();
    expect((await sorted).status()).toBe(200);
    await expect(avery).toBeVisible();

    await page.getByRole('link', { name: 'Reconciliation of Avery Lambert' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/\\d+/reconciliation/${monthKey(october)}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^Reconciliation of Avery Lambert, / })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Not reconciled' })).toHaveCount(1);
  });

  test("Avery reads her approved month's bank reconciliations with the adjustment's memo, and downloads them in the CSV and the PDF", async ({ page }) => {
    test.setTimeout(60_000); // the PDF is rendered on request
    await logIn(page, demoClient());
    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: monthTitle(september) });
    await expect(card.getByText('Approved', { exact: true })).toBeVisible({ timeout: 20_000 });
    await card.getByRole('button', { name: 'Bank reconciliations' }).click();
    const table = card.getByRole('table', { name: 'Bank reconciliations' });
    const chequingRow = table.getByRole('row').filter({ hasText: /chequing/i });
    await expect(chequingRow).toContainText('Agrees with the statement');
    await expect(chequingRow).toContainText(`: ${ADJUSTMENT_MEMO}`);
    await expect(chequingRow).toContainText('4.75');
    // An approved month is closed: no closing balance to enter.
    await expect(card.getByRole('form')).toHaveCount(0);

    const csv = await download(card, 'Reconciliation CSV');
    expect(csv.suggestedFilename()).toBe(`reconciliation-${monthKey(september)}.csv`);
    const rows = parseCsv(readFileSync((await csv.path())!, 'utf8')).filter((r) => r.some(Boolean));
    expect(rows[0]).toEqual(['Account', 'Statement closing', 'Books closing', 'Difference', 'Status', 'Adjustment', 'Adjustment memo', 'Status in words']);
    const chequing = rows.find((r) => /chequing/i.test(r[0]));
    expect(chequing).toBeDefined();
    const [, statement, books, difference, status, adjustment, memo, statusInWords] = chequing!;
    expect([difference, status, adjustment, memo, statusInWords]).toEqual(['0.00', 'reconciled', '-4.75', ADJUSTMENT_MEMO, 'reconciled']);
    expect(statement).toMatch(/^-?\d+\.\d{2}$/);
    expect(statement).toBe(books);
    expect(rows.slice(1).every((r) => r[4] === 'reconciled')).toBe(true);

    const pdf = await download(card, 'PDF Report');
    expect(pdf.suggestedFilename()).toBe(`report-${monthKey(september)}.pdf`);
    const pages = await pdfPages(readFileSync((await pdf.path())!));
    const reconciliationPage = pages.find((text) => text.includes('Bank reconciliations'));
    expect(reconciliationPage, pages.join('\n---\n')).toBeDefined();
    expect(reconciliationPage).toContain(chequing![0]);
    expect(reconciliationPage).toContain(ADJUSTMENT_MEMO.slice(0, 20));
  });

  test("Avery enters her paper statement's closing balance on her pending month: a typo is refused, the amount is saved through the API", async ({ page }) => {
    test.setTimeout(60_000); // a login, the reports view and five round trips on a shared two-core machine (17 s measured under load)
    await logIn(page, demoClient());
    const path = '/api/books/reconciliations';
    const before = chequingOf(await accountsOf(page.request, path, october));
    expect([before.difference, before.statementDate]).toEqual(['-12.60', lastDayOf(october)]);
    try {
      await page.goto('/dashboard');
      const card = page.getByRole('article', { name: monthTitle(october) });
      await expect(card.getByText('Pending Review')).toBeVisible({ timeout: 20_000 });
      await card.getByRole('button', { name: 'Bank reconciliations' }).click();
      const form = card.getByRole('form', { name: `Enter your statement's closing balance: ${before.accountName}` });
      const box = form.getByRole('textbox', { name: `Closing balance of ${before.accountName}` });
      await expect(card.getByRole('table', { name: 'Bank reconciliations' }).getByRole('row').filter({ hasText: before.accountName })).toContainText(
        'Does not agree yet',
      );

      await box.fill('1,234.5x');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Enter an amount, for example 1234.56')).toBeVisible();

      // The balance that agrees with the books, as of the month's last day typed in the optional date:
      // the PUT's answer has no difference left, and the section reads it live (the month is open).
      const agreeing = before.booksClosing;
      const lastDay = lastDayOf(october);
      const put = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes(`${path}/${before.accountId}/${monthKey(october)}`));
      await box.fill(agreeing);
      await form.getByLabel(`Statement date of ${before.accountName}`).fill(lastDay);
      await form.getByRole('button', { name: 'Save' }).click();
      const answer = await put;
      expect(answer.status(), await answer.text()).toBe(200);
      expect(answer.request().postDataJSON()).toEqual({ statementClosing: agreeing, date: lastDay });
      await expect(form.getByText('Thank you: your bookkeeper will compare it with your books.')).toBeVisible();
      const row = card.getByRole('table', { name: 'Bank reconciliations' }).getByRole('row').filter({ hasText: before.accountName });
      await expect(row).toContainText('Agrees; your bookkeeper will confirm it');
      const saved = chequingOf(await accountsOf(page.request, path, october));
      expect([saved.statementClosing, saved.statementDate, saved.difference, saved.status, saved.enteredBy]).toEqual([
        agreeing,
        lastDay,
        '0.00',
        'unreconciled',
        'Avery Lambert',
      ]);
    } finally {
      // Back as the seed left it: 12.60 below the books (the specs after this one read it).
      const restored = await page.request.put(`${path}/${before.accountId}/${monthKey(october)}`, {
        data: { statementClosing: before.statementClosing, date: before.statementDate },
      });
      expect(restored.status(), await restored.text()).toBe(200);
    }
    const restored = chequingOf(await accountsOf(page.request, path, october));
    expect([restored.statementClosing, restored.statementDate, restored.difference]).toEqual([before.statementClosing, before.statementDate, '-12.60']);
  });
});

test.describe.serial('approving a month with an account unreconciled', () => {
  // Linking a bank, syncing and building the month on a shared two-core machine takes a while.
  test.setTimeout(180_000);
  const tag = `recon${Date.now().toString(36)}`;
  let client: ClientWithReports;
  let staff: APIRequestContext;

  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(180_000);
    client = await createClientWithReports(tag, [october]);
    staff = await staffApi(baseURL!);
  });
  test.afterAll(async () => {
    await client?.api.dispose();
    await staff?.dispose();
  });

  test('the 409 names the account and its difference; staff approve with a reason the client then reads', async ({ page }) => {
    // The client's statement, typed in 3.10 above the books.
    const path = `/api/admin/users/${client.id}/books/reconciliations`;
    const [account] = await accountsOf(staff, path, october);
    expect(account, 'the linked bank is an account of money in the month').toBeDefined();
    const statement = ((Math.round(Number(account.booksClosing) * 100) + 310) / 100).toFixed(2);
    const entered = await staff.put(`${path}/${account.accountId}/${monthKey(october)}`, { data: { statementClosing: statement } });
    expect(entered.status(), await entered.text()).toBe(200);

    await logIn(page, demoStaff());
    await page.goto('/admin/monthly-reports');
    const card = page.getByRole('article', { name: `${monthTitle(october)} report of ${client.firstName} ${client.lastName}` });
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accounts not reconciled' });
    await expect(dialog.getByRole('list', { name: 'Unreconciled accounts' })).toContainText(new RegExp(`${account.accountName}: difference .*3\\.10`));
    await expect(dialog.getByRole('link', { name: 'Go to the reconciliation' })).toHaveAttribute(
      'href',
      new RegExp(`/admin/users/${client.id}/reconciliation/${monthKey(october)}$`),
    );
    await dialog.getByRole('button', { name: 'Approve with a reason' }).click();
    await expect(dialog.getByText('Give the reason to approve anyway')).toBeVisible();
    const reason = 'The statement came in after the cut-off; the 3.10 is next month’s interest.';
    await dialog.getByRole('textbox', { name: /Reason to approve/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Approve with a reason' }).click();
    await expect(page.getByText('Report has been approved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);

    const mine = (await (await client.api.get('/api/plaid/monthly-reports')).json()) as {
      reports: { id: number; status: string; unreconciledReason?: string | null }[];
    };
    const report = mine.reports.find((r) => r.id === client.reports[0].id);
    expect([report?.status, report?.unreconciledReason]).toEqual(['approved', reason]);
  });
});
