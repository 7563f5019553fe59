import { expect as baseExpect, test } from '@playwright/test';
import { createClientWithReports, UNKNOWN_MERCHANT } from './support/reports-admin';
import { monthsAgo, monthTitle, staffApi } from './support/reports';
import { demoStaff, logIn } from './support/session';

// Issue 18, part 2 in a real browser: staff ask about a row of a pending report (through
// their API, as the console's "Ask the client" does), the client answers it in one click on
// the dashboard, and the rebuilt report shows the category for that row; a second question is
// answered with a receipt attached, which the client and staff can then open.

const expect = baseExpect.configure({ timeout: 30_000 });

interface Row {
  transactionId: number | null;
  name: string;
  category: string | null;
}

/** A small real PDF (the API recognises documents by their bytes). */
const RECEIPT_PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

test('the client answers a question from their bookkeeper with one click on a category, and the report is rebuilt with it', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const client = await createClientWithReports(Date.now().toString(36), [monthsAgo(1)]);
  // The questionnaire answered, as the client does once: the dashboard then opens straight away.
  const answered = await client.api.post('/api/user/tax-questionnaire', {
    data: { taxYearEndDate: '2026-12-31', gstPstOwed: 0, payrollTaxOwed: 0, corporateIncomeTaxOwed: 0 },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  const report = client.reports[0];
  const staff = await staffApi(baseURL!);
  const rowsOf = async () => (await (await staff.get(`/api/admin/reports/${report.id}/transactions`)).json()) as Row[];
  const row = (await rowsOf()).find((r) => r.name === UNKNOWN_MERCHANT)!;
  const asked = await staff.post(`/api/admin/reports/${report.id}/questions`, {
    data: { transactionId: row.transactionId, question: 'What was this payment?' },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await logIn(page, { email: client.email, password: 'maple-ledger-8' });
  const panel = page.getByRole('region', { name: 'Questions from your bookkeeper' });
  await expect(panel.getByTestId('questions-badge').getByRole('img', { name: '1 open' })).toBeAttached();
  const card = panel.getByRole('article', { name: `Question: ${UNKNOWN_MERCHANT}` });
  await expect(card).toContainText('What was this payment?');
  await card.getByLabel('Add a note (optional)').fill('Our phone bill');
  await card.getByRole('button', { name: 'Telephone & Internet' }).click();

  await expect(panel.getByRole('article', { name: `Answered: ${UNKNOWN_MERCHANT}` })).toContainText('Telephone & Internet · Our phone bill');
  await expect(panel.getByTestId('questions-badge').getByRole('img', { name: '0 open' })).toBeAttached();
  await expect
    .poll(async () => (await rowsOf()).find((r) => r.transactionId === row.transactionId)?.category, { timeout: 60_000 })
    .toBe('Telephone & Internet');

  // A second question, answered with a note and a receipt picked in the browser.
  const other = (await rowsOf()).find((r) => r.transactionId !== null && r.transactionId !== row.transactionId)!;
  const second = await staff.post(`/api/admin/reports/${report.id}/questions`, {
    data: { transactionId: other.transactionId, question: 'Do you have the receipt?' },
  });
  expect(second.status(), await second.text()).toBe(201);
  await page.reload();
  const receiptCard = panel.getByRole('article', { name: `Question: ${other.name}` });
  await receiptCard.getByLabel('Attach receipt').setInputFiles({ name: 'store-receipt.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
  await expect(receiptCard.getByTestId('chosen-receipt')).toHaveText('store-receipt.pdf');
  await receiptCard.getByLabel('Add a note (optional)').fill('Receipt attached');
  await receiptCard.getByRole('button', { name: 'Send', exact: true }).click();

  const answeredWithReceipt = panel.getByRole('article', { name: `Answered: ${other.name}` });
  await expect(answeredWithReceipt).toContainText('Receipt attached');
  const link = answeredWithReceipt.getByRole('link', { name: 'store-receipt.pdf' });
  const url = (await link.getAttribute('href'))!;
  expect(url).toMatch(/^\/api\/downloads\/question-receipt\/\d+\/store-receipt\.pdf$/);
  const mine = await page.request.get(url);
  expect(mine.status()).toBe(200);
  expect(mine.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await mine.body(), RECEIPT_PDF)).toBe(0);
  expect((await staff.get(url)).status()).toBe(200);
});

test('staff ask the client from a row of the report’s transaction list in the console; the report then awaits the client', async ({ page }) => {
  test.setTimeout(240_000);
  const client = await createClientWithReports(`ask${Date.now().toString(36)}`, [monthsAgo(1)]);
  await logIn(page, demoStaff());
  await page.goto('/admin/monthly-reports');
  const card = page.getByRole('article', { name: `${monthTitle(monthsAgo(1))} report of ${client.firstName} ${client.lastName}` });
  await card.getByRole('button', { name: 'Review transactions' }).click();
  const table = page.getByRole('dialog').getByRole('table', { name: 'Report transactions' });
  await table.getByRole('button', { name: `Ask the client: ${UNKNOWN_MERCHANT}` }).click();
  const ask = page.getByRole('dialog', { name: 'Ask the client about this transaction' });
  await ask.getByLabel('What was this transaction?').fill('Which supplier is this?');
  await ask.getByRole('button', { name: 'Ask the client' }).click();
  await expect(page.getByText('Question sent to the client')).toBeVisible();

  const { questions } = (await (await client.api.get('/api/questions')).json()) as {
    questions: { status: string; question: string; transaction: { name: string } }[];
  };
  expect(questions).toMatchObject([{ status: 'open', question: 'Which supplier is this?', transaction: { name: UNKNOWN_MERCHANT } }]);
  await page
    .getByRole('dialog', { name: /^Transactions of/ })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(card.getByText('Awaiting client')).toBeVisible();
});
