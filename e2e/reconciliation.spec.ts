import { expect, test, type Page, type Route } from '@playwright/test';
import { demoClient, demoStaff, logIn } from './support/session';

// Issue 28's console screens in a real browser, against the production build. The reconciliation
// and month-close routes are another branch's (not on main yet): they are answered here by
// page.route in the agreed shapes, so the screens, their links and their requests are what is tested.

const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

interface Row {
  [field: string]: unknown;
  booksClosing: string;
  difference: string | null;
}

const account = (overrides: Record<string, unknown> = {}): Row => ({
  accountId: 5,
  accountName: 'RBC Chequing',
  statementOpening: '8500.00',
  statementClosing: null,
  statementSource: null,
  booksOpening: '8500.00',
  booksClosing: '9087.66',
  difference: null,
  status: 'no_statement',
  uncleared: [{ transactionId: 301, date: '2026-10-29', name: 'CHEQUE 112', amount: '-12.34' }],
  reconciledBy: null,
  reconciledAt: null,
  adjustment: null,
  enteredBy: null,
  enteredAt: null,
  ...overrides,
});

/** The staff reconciliation routes of one account, with the state a real API would keep. */
async function answerReconciliation(page: Page) {
  let row = account();
  const sent: { method: string; path: string; body: unknown }[] = [];
  await page.route('**/api/admin/users/*/books/reconciliations**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const month =
      url.searchParams.get('month') ??
      url.pathname
        .split('/')
        .filter(Boolean)
        .at(url.pathname.endsWith('/reconcile') ? -2 : -1);
    const body = request.postData() ? JSON.parse(request.postData()!) : null;
    sent.push({ method: request.method(), path: url.pathname + url.search, body });
    if (request.method() === 'GET') return json(route, { month, accounts: [row] });
    if (request.method() === 'PUT') {
      const closing = (body as { statementClosing: string }).statementClosing;
      const difference = (Number(closing) - Number(row.booksClosing)).toFixed(2);
      row = account({ statementClosing: closing, statementSource: 'entered', difference, status: 'unreconciled', enteredBy: 'Staff Demo' });
      return json(route, row);
    }
    if (request.method() === 'POST') {
      const memo = (body as { adjustment?: { memo: string } }).adjustment?.memo;
      if (!memo && row.difference !== '0.00') {
        const words = `The books differ from the statement by ${row.difference}; find the difference or reconcile with an adjustment and a memo`;
        return json(route, { statusCode: 422, error: words, message: words, difference: row.difference }, 422);
      }
      row = {
        ...row,
        status: 'reconciled',
        reconciledBy: 'Staff Demo',
        reconciledAt: new Date().toISOString(),
        adjustment: memo ? { amount: row.difference!, memo } : null,
      };
      return json(route, row);
    }
    return route.fallback();
  });
  return sent;
}

test("staff reconcile an account from the client's page: enter the statement balance, a 422 for the difference, then an adjustment with its memo", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sent = await answerReconciliation(page);
  await logIn(page, demoStaff());
  await page.goto('/admin/users');
  await page.getByPlaceholder('Search').fill(demoClient().email);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('cell', { name: 'Avery Lambert' }).click();
  await page.getByRole('link', { name: 'Reconciliation' }).click();

  await expect(page).toHaveURL(/\/admin\/users\/\d+\/reconciliation\/\d{4}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Reconciliation of Avery Lambert, / })).toBeVisible();
  const card = page.getByRole('article', { name: 'RBC Chequing' });
  await expect(card.getByText('No statement', { exact: true })).toBeVisible();
  await expect(card.getByRole('table', { name: 'Uncleared items of RBC Chequing' })).toContainText('CHEQUE 112');

  await card.getByRole('textbox', { name: 'Statement closing balance' }).fill('9100.00');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Statement balance saved')).toBeVisible();
  await expect(card.getByText('Not reconciled', { exact: true })).toBeVisible();
  await expect(card.getByRole('table', { name: 'RBC Chequing: statement against books' })).toContainText('$12.34');

  await card.getByRole('button', { name: 'Reconcile', exact: true }).click();
  await expect(card.getByText('The books differ from the statement by $12.34.')).toBeVisible();
  await card.getByRole('button', { name: 'Reconcile with an adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reconcile with an adjustment: RBC Chequing' });
  await dialog.getByRole('button', { name: 'Reconcile with an adjustment' }).click();
  await expect(dialog.getByText('A memo is required for an adjustment')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Memo/ }).fill('Cheque 112 cleared in November');
  await dialog.getByRole('button', { name: 'Reconcile with an adjustment' }).click();
  await expect(page.getByText('Account reconciled')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Reconciled', { exact: true })).toBeVisible();
  await expect(card).toContainText('Adjustment of $12.34: Cheque 112 cleared in November');

  const writes = sent.filter((call) => call.method !== 'GET').map(({ method, path, body }) => [method, path.replace(/\/users\/\d+\//, '/users/:id/'), body]);
  expect(writes).toEqual([
    ['PUT', expect.stringMatching(/^\/api\/admin\/users\/:id\/books\/reconciliations\/5\/\d{4}-\d{2}$/), { statementClosing: '9100.00' }],
    ['POST', expect.stringMatching(/\/reconciliations\/5\/\d{4}-\d{2}\/reconcile$/), {}],
    ['POST', expect.stringMatching(/\/reconciliations\/5\/\d{4}-\d{2}\/reconcile$/), { adjustment: { memo: 'Cheque 112 cleared in November' } }],
  ]);
});

test('the month-close board lists the clients, filters to the ones not ready and links to their reconciliation', async ({ page }) => {
  test.setTimeout(90_000);
  const asked: URLSearchParams[] = [];
  const rows = [
    {
      userId: 9001,
      name: 'Ready Client',
      email: 'ready@example.ca',
      accountManager: null,
      accountsReconciled: 2,
      accountsTotal: 2,
      openQuestions: 0,
      undecidedDuplicates: 0,
      undecidedTransfers: 0,
      reportId: 1,
      reportStatus: 'pending',
      ready: true,
    },
    {
      userId: 9002,
      name: 'Busy Client',
      email: 'busy@example.ca',
      accountManager: { id: 1, name: 'Staff Demo' },
      accountsReconciled: 1,
      accountsTotal: 2,
      openQuestions: 3,
      undecidedDuplicates: 1,
      undecidedTransfers: 0,
      reportId: 2,
      reportStatus: 'pending',
      ready: false,
    },
  ];
  await page.route(
    (url) => url.pathname === '/api/admin/month-close',
    (route) => {
      const params = new URL(route.request().url()).searchParams;
      asked.push(params);
      const clients = params.get('notReady') === '1' ? rows.filter((r) => !r.ready) : rows;
      return json(route, { month: params.get('month'), clients, total: clients.length });
    },
  );
  await answerReconciliation(page);
  await logIn(page, demoStaff());
  await page.goto('/admin');
  await page.getByRole('menuitem', { name: 'Month close' }).click();
  await expect(page).toHaveURL(/\/admin\/month-close/);
  // The board's code and its first answer: give a loaded machine time.
  await expect(page.getByRole('row').filter({ hasText: 'Ready Client' })).toContainText('2 / 2', { timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Busy Client' })).toContainText('Not ready');

  await page.getByRole('switch', { name: 'Not ready only' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Ready Client' })).toHaveCount(0);
  expect(asked.at(-1)?.get('notReady')).toBe('1');
  expect(asked.at(-1)?.get('month')).toMatch(/^\d{4}-\d{2}$/);

  await page.getByRole('link', { name: 'Reconciliation of Busy Client' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/9002/reconciliation/${asked.at(-1)!.get('month')}$`));
  await expect(page.getByRole('article', { name: 'RBC Chequing' })).toBeVisible();
});
