import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/mail';
import { createClientWithReports, UNKNOWN_MERCHANT, type ClientWithReports } from './support/reports-admin';
import { monthsAgo, monthTitle } from './support/reports';
import { demoStaff, logIn } from './support/session';

// The spec's texts (libs/contracts/src/reports.ts), as staff read them.
const T = {
  approvedToast: 'Report has been approved',
  rejectedToast: 'Report has been rejected',
  adminNotesPlaceholder: 'Add notes about this report...',
  reviewTransactions: 'Review transactions',
  needsReview: 'Needs review',
  corrected: "Category corrected: the report was rebuilt and this client's memory learned it",
  adminFeedback: 'Admin Feedback',
  newestFirst: 'Reports are displayed from newest to oldest',
};

const tag = Date.now().toString(36);
const october = monthsAgo(1);
const september = monthsAgo(2);
let client: ClientWithReports;

const cardOf = (page: Page, month: { year: number; month: number }) =>
  page.getByRole('article', { name: `${monthTitle(month)} report of ${client.firstName} ${client.lastName}` });

test.describe.serial('staff review monthly reports in the console', () => {
  // Linking a bank, syncing and building two months on a shared two-core machine takes a while.
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    client = await createClientWithReports(tag, [october, september]);
  });
  test.afterAll(async () => client?.api.dispose());

  test('staff correct a low-confidence row: the report is rebuilt and the row keeps the category', async ({ page }) => {
    await logIn(page, demoStaff());
    await page.goto('/admin/monthly-reports');
    const card = cardOf(page, october);
    await card.getByRole('button', { name: T.reviewTransactions }).click();
    const dialog = page.getByRole('dialog');
    const table = dialog.getByRole('table', { name: 'Report transactions' });
    // The rows below the threshold lead; the line nothing knows is among them.
    const first = table.getByRole('row').nth(1);
    await expect(first.getByText(T.needsReview)).toBeVisible();
    const unknown = table.getByRole('row').filter({ hasText: UNKNOWN_MERCHANT });
    await expect(unknown.getByText(T.needsReview)).toBeVisible();

    await unknown.getByRole('combobox', { name: `Category of ${UNKNOWN_MERCHANT}` }).click();
    await page.getByRole('option', { name: 'Office Expenses' }).click();
    await expect(page.getByText(T.corrected)).toBeVisible();
    await expect(unknown.getByRole('combobox', { name: `Category of ${UNKNOWN_MERCHANT}` })).toHaveText('Office Expenses');
    await expect(unknown.getByText(T.needsReview)).toHaveCount(0);

    // The rebuilt file carries the correction.
    const csv = await page.request.get(`/api/downloads/monthly-report/${client.reports[0].id}/transactions`);
    expect(csv.status()).toBe(200);
    const line = (await csv.text()).split(/\r?\n/).find((l) => l.includes(UNKNOWN_MERCHANT));
    expect(line).toContain(',Office Expenses,EXPENSE,');
  });

  test('staff reject one report with notes and approve the other; the client is e-mailed', async ({ page }) => {
    await logIn(page, demoStaff());
    await page.goto('/admin/monthly-reports');
    await expect(page.getByRole('menuitem', { name: /Monthly Reports/ })).toContainText(/\d/);

    const rejected = cardOf(page, september);
    const reject = rejected.getByRole('button', { name: 'Reject' });
    await expect(reject).toBeDisabled();
    await rejected.getByPlaceholder(T.adminNotesPlaceholder).fill('The rent went to Utilities; please file it under Rent.');
    await reject.click();
    await expect(page.getByText(T.rejectedToast)).toBeVisible();
    await expect(rejected).toHaveCount(0);

    const approved = cardOf(page, october);
    const download = page.waitForEvent('download');
    await approved.getByRole('button', { name: 'Transactions', exact: true }).click();
    expect((await download).suggestedFilename()).toBe(`transactions-${october.year}-${String(october.month).padStart(2, '0')}.csv`);
    await approved.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(T.approvedToast)).toBeVisible();
    await expect(approved).toHaveCount(0);

    const rejection = await waitForMail(client.email, /needs another look/);
    expect(rejection.body).toContain('The rent went to Utilities; please file it under Rent.');
    await waitForMail(client.email, new RegExp(`Your ${monthTitle(october)} report is ready`));

    await page.getByRole('menuitem', { name: /Rejected Reports/ }).click();
    const feedback = cardOf(page, september);
    await expect(feedback.getByText(T.adminFeedback)).toBeVisible();
    await expect(feedback.getByText('The rent went to Utilities; please file it under Rent.')).toBeVisible();
    await expect(feedback.getByText(/^Rejected on /)).toBeVisible();
  });

  test('historical reports of a chosen user, newest first', async ({ page }) => {
    await logIn(page, demoStaff());
    await page.goto('/admin/historical-reports');
    const picker = page.getByRole('combobox', { name: 'Choose a user' });
    await picker.fill(client.lastName);
    await page.getByRole('option', { name: `${client.firstName} ${client.lastName} (ID: ${client.id})` }).click();
    await expect(page.getByText(T.newestFirst)).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole('heading', { level: 2 })).toHaveText(monthTitle(october));
    await expect(cards.nth(0).getByText('Approved')).toBeVisible();
    await expect(cards.nth(0).getByText(/^Reviewed: /)).toBeVisible();
    await expect(cards.nth(1).getByRole('heading', { level: 2 })).toHaveText(monthTitle(september));
    await expect(cards.nth(1).getByText('Rejected', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/historical-reports\\?userId=${client.id}$`));
  });

  test('staff reopen an approved report with a reason: it is version 2 under review, and the client keeps version 1 until then', async ({ page }) => {
    await logIn(page, demoStaff());
    await page.goto(`/admin/historical-reports?userId=${client.id}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: monthTitle(october) }) });
    const reopen = card.getByRole('button', { name: 'Reopen as version 2' });
    await expect(reopen).toBeDisabled();
    await card.getByLabel('Reason to reopen').fill('A client refund was filed as revenue.');
    await reopen.click();
    await expect(page.getByText('Reopened as version 2: it is pending review.')).toBeVisible();

    // The console's pending list has the month again; the client still sees and downloads version 1.
    await page.goto('/admin/monthly-reports');
    await expect(cardOf(page, october)).toBeVisible();
    const { reports } = (await (await client.api.get('/api/plaid/monthly-reports')).json()) as {
      reports: {
        id: number;
        year: number;
        month: number;
        status: string;
        version: number;
        versions: { version: number; status: string; reason: string | null }[];
      }[];
    };
    const shown = reports.find((r) => r.year === october.year && r.month === october.month)!;
    expect(shown).toMatchObject({ status: 'approved', version: 1 });
    expect(shown.versions.map((v) => [v.version, v.status])).toEqual([
      [1, 'approved'],
      [2, 'pending'],
    ]);
    expect(shown.versions[1].reason).toBe('A client refund was filed as revenue.');
    expect((await client.api.get(`/api/downloads/monthly-report/${shown.id}/transactions`)).status()).toBe(200);
  });
});
