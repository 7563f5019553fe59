import { expect, test } from '@playwright/test';
import { staffApi } from './support/reports';
import { demoClient, demoStaff, logIn } from './support/session';

// Issue 18 in a real browser: staff reach a client's books from the client's page in the
// console, find the demo seed's possible duplicate (a card row copying a bank charge a day
// later, in the "Visa ending 4412" CSV account), see it beside the bank row, decide it, and
// it leaves the list of possible duplicates.

const CARD_ACCOUNT = 'Visa ending 4412';

interface LedgerAnswer {
  transactions: { transactionId: number; accountName: string; date: string; duplicateOf: number | null; duplicateDecision: string | null }[];
  undecidedDuplicates: number;
}

test("staff open the demo client's books, see the seeded possible duplicate side by side, decide it, and it leaves the list", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await logIn(page, demoStaff());
  await page.goto('/admin/users');
  await page.getByPlaceholder('Search').fill(demoClient().email);
  // The search reads the list again (debounced): wait for it before picking the row.
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('cell', { name: 'Avery Lambert' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/show$/);
  await page.getByRole('link', { name: 'Books' }).click();

  await expect(page).toHaveURL(/\/admin\/users\/\d+\/ledger$/);
  const userId = Number(/\/users\/(\d+)\/ledger/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Books of Avery Lambert' })).toBeVisible();
  await expect(page.getByText('1 possible duplicate waits for a decision in this period.')).toBeVisible();

  // The day of the seeded copy, as the staff route answers it: the date filter narrows the books to it.
  const staff = await staffApi(baseURL!);
  const ledgerOf = async (query: string) => (await (await staff.get(`/api/admin/users/${userId}/ledger?${query}`)).json()) as LedgerAnswer;
  const [copy] = (await ledgerOf('duplicates=undecided')).transactions;
  expect(copy.accountName).toBe(CARD_ACCOUNT);
  await page.getByLabel('From', { exact: true }).fill(copy.date);
  await page.getByLabel('To', { exact: true }).fill(copy.date);
  await expect(page).toHaveURL(new RegExp(`from=${copy.date}&to=${copy.date}`));
  const books = page.getByRole('table', { name: 'Books' });
  const cardRow = books.getByRole('row').filter({ hasText: CARD_ACCOUNT });
  await expect(cardRow).toHaveCount(1);
  await expect(cardRow).toContainText('CSV account');
  await expect(cardRow).toContainText('Possible duplicate');

  // The view lives in the address: the switch follows once the router has moved (click, not check()).
  const duplicatesOnly = page.getByRole('switch', { name: 'Possible duplicates only' });
  await duplicatesOnly.click();
  await expect(page).toHaveURL(/duplicates=undecided/);
  await expect(duplicatesOnly).toBeChecked();
  const pair = page.getByRole('article', { name: /^Possible duplicate: / });
  await expect(pair).toHaveCount(1);
  await expect(pair).toContainText('New in the books');
  await expect(pair).toContainText(`CSV account: ${CARD_ACCOUNT}`);
  await expect(pair).toContainText('Looks like');
  await expect(pair).toContainText(/Bank: /);

  await pair.getByRole('button', { name: 'Same transaction' }).click();
  await expect(page.getByText('Marked as the same transaction: it counts once.')).toBeVisible();
  await expect(page.getByText('No possible duplicates waiting for a decision.')).toBeVisible();
  await expect(pair).toHaveCount(0);

  // The server kept the decision: nothing waits, and the card row says what was decided.
  expect((await ledgerOf('duplicates=undecided')).undecidedDuplicates).toBe(0);
  await staff.dispose();
  await duplicatesOnly.click();
  await expect(duplicatesOnly).not.toBeChecked();
  await expect(cardRow).toContainText('Same transaction');
  await expect(page.getByText(/possible duplicates? waits? for a decision/)).toHaveCount(0);
});
