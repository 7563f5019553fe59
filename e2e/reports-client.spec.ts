import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Download, type Locator } from '@playwright/test';
import {
  decideReport,
  isoDay,
  linkBank,
  monthsAgo,
  monthTitle,
  parseCsv,
  postBankLines,
  registerClientByApi,
  staffApi,
  type ReportMonth,
} from './support/reports';

// Issue 11, the client's Monthly Reports view in a real browser. The reports are made as
// the product makes them: the client's bank (the Plaid stand-in) posts known lines, the
// client generates from the view, and staff decide through their API.

// Report generation and the charts load on a busy two-core machine: give each check room.
const expect = baseExpect.configure({ timeout: 30_000 });

// The spec's texts (libs/contracts/src/reports.ts), as the client reads them.
const T = {
  note: 'Reports are generated automatically on the 1st of each month.',
  futureMonth: 'Reports can only be generated for months that have ended.',
  generateFailed: 'Failed to generate report',
};
const TRANSACTIONS_HEADER = ['Date', 'Name', 'Merchant', 'Account', 'Amount', 'Category', 'Type', 'Confidence', 'Source', 'Origin', 'Transaction ID'];
const SUMMARY_HEADER = ['Category', 'Type', 'Count', 'Total'];
const NOTES = 'The studio deposit is a client payment, not a refund: please check its category.';

const mm = ({ month }: ReportMonth) => String(month).padStart(2, '0');
const download = async (card: Locator, button: string): Promise<Download> => {
  const page = card.page();
  const [file] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: button }).click()]);
  return file;
};
const csvOf = async (file: Download) => parseCsv(readFileSync((await file.path())!, 'utf8'));

interface ReportsAnswer {
  reports: { id: number; year: number; month: number; status: string; transactionCount: number }[];
}

test('a client generates reports, downloads the approved one with its PDF, and recategorizes a rejected one', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const last = monthsAgo(1);
  const earlier = monthsAgo(2);
  const lastLines = [
    { date: isoDay(last, 10), name: 'NORTHSHORE DENTAL E-TRANSFER', amount: '2250.00' },
    { date: isoDay(last, 12), name: 'ROGERS WIRELESS ON', amount: '-98.50' },
  ];
  const studioDeposit = { date: isoDay(earlier, 15), name: 'MAPLEWORKS STUDIO DEPOSIT', amount: '640.00' };

  // A client of this test's own, with a linked bank whose import is done, then the known lines.
  await registerClientByApi(page.request);
  const plaidItemId = await linkBank(page.request);
  await postBankLines(page.request, plaidItemId, [...lastLines, studioDeposit]);

  // The view opens on Monthly Reports: the note about the 1st, no reports yet.
  await page.goto('/dashboard');
  await expect(page.getByText(T.note)).toBeVisible();
  await expect(page.getByText('No reports yet')).toBeVisible();

  // Generate last month, then a chosen month; a month that has not ended is refused in the dialog.
  await page.getByRole('button', { name: 'Generate Last Month' }).click();
  const lastCard = page.getByRole('article', { name: monthTitle(last) });
  await expect(lastCard.getByText('Pending Review')).toBeVisible({ timeout: 90_000 });
  await expect(lastCard.getByRole('group', { name: 'Downloads' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Choose Month' }).click();
  const monthDialog = page.getByRole('dialog', { name: 'Generate a report for a month' });
  await monthDialog.getByLabel('Month').fill(`${last.year + 1}-${mm(last)}`);
  await monthDialog.getByRole('button', { name: 'Generate' }).click();
  await expect(monthDialog.getByText(T.generateFailed)).toBeVisible();
  await expect(monthDialog.getByText(T.futureMonth)).toBeVisible();
  await monthDialog.getByLabel('Month').fill(`${earlier.year}-${mm(earlier)}`);
  await monthDialog.getByRole('button', { name: 'Generate' }).click();
  await expect(monthDialog).toBeHidden({ timeout: 90_000 });
  const earlierCard = page.getByRole('article', { name: monthTitle(earlier) });
  await expect(earlierCard.getByText('Pending Review')).toBeVisible();

  // Staff approve last month and reject the earlier one with notes.
  const { reports } = (await (await page.request.get('/api/plaid/monthly-reports')).json()) as ReportsAnswer;
  const lastReport = reports.find((r) => r.year === last.year && r.month === last.month)!;
  const earlierReport = reports.find((r) => r.year === earlier.year && r.month === earlier.month)!;
  const staff = await staffApi(baseURL!);
  try {
    await decideReport(staff, lastReport.id, 'approved');
    await decideReport(staff, earlierReport.id, 'rejected', NOTES);

    await page.reload();
    await expect(lastCard.getByText('Approved')).toBeVisible();
    await expect(earlierCard.getByText('Rejected')).toBeVisible();
    await expect(earlierCard.getByText(NOTES)).toBeVisible();
    await expect(earlierCard.getByRole('group', { name: 'Downloads' })).toHaveCount(0);
    // Approved reports are locked: no recategorize on them.
    await expect(lastCard.getByRole('button', { name: 'Recategorize' })).toHaveCount(0);

    // The newest report shows its chart and category table.
    await expect(
      lastCard
        .getByRole('figure', { name: `Revenue and expenses by category, ${monthTitle(last)}` })
        .locator('svg')
        .first(),
    ).toBeVisible();
    await expect(lastCard.getByRole('table', { name: `Category totals, ${monthTitle(last)}` })).toBeVisible();

    // The transactions CSV: the month's rows, the known lines among them, cents exact.
    const transactions = await download(lastCard, 'Transactions CSV');
    expect(transactions.suggestedFilename()).toBe(`transactions-${last.year}-${mm(last)}.csv`);
    const rows = await csvOf(transactions);
    expect(rows[0]).toEqual(TRANSACTIONS_HEADER);
    expect(rows).toHaveLength(lastReport.transactionCount + 1);
    for (const line of lastLines) {
      const row = rows.find((r) => r[1] === line.name);
      expect(row, line.name).toBeDefined();
      expect([row![0], row![4]]).toEqual([line.date, line.amount]);
    }
    expect(rows.slice(1).every((r) => r[0].startsWith(`${last.year}-${mm(last)}-`))).toBe(true);
    // Each row names its origin in the books (a linked bank here) and its ledger id.
    expect(rows.slice(1).every((r) => r[9] === 'bank' && /^\d+$/.test(r[10]))).toBe(true);

    // The summary CSV: categories with their totals, then revenue, expenses and net income.
    const summary = await download(lastCard, 'Summary CSV');
    expect(summary.suggestedFilename()).toBe(`summary-${last.year}-${mm(last)}.csv`);
    const summaryRows = await csvOf(summary);
    expect(summaryRows[0]).toEqual(SUMMARY_HEADER);
    const total = (label: string) => summaryRows.find((r) => r[0] === label)?.[3];
    const revenue = Number(total('Total revenue'));
    const expenses = Number(total('Total expenses'));
    expect(revenue).toBeGreaterThanOrEqual(2250);
    expect(Number(total('Net income'))).toBeCloseTo(revenue - expenses, 2);

    // The PDF opens: a real PDF document under the month's name.
    const pdf = await download(lastCard, 'PDF Report');
    expect(pdf.suggestedFilename()).toBe(`report-${last.year}-${mm(last)}.pdf`);
    const bytes = readFileSync((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(1000);

    // Recategorize the rejected month: the studio deposit goes to another category; the report is back in review.
    const staffCsv = async () =>
      parseCsv(await (await staff.get(`/api/downloads/monthly-report/${earlierReport.id}/transactions`)).text()).find((r) => r[1] === studioDeposit.name)!;
    const before = await staffCsv();
    expect(before[4]).toBe(studioDeposit.amount);
    const target = before[5] === 'Service Income' ? 'Other Income' : 'Service Income';

    await earlierCard.getByRole('button', { name: 'Recategorize' }).click();
    const dialog = page.getByRole('dialog', { name: `Recategorize ${monthTitle(earlier)}` });
    await dialog.getByLabel('Feedback examples').fill(`this line has no arrow\n"${studioDeposit.name}" => "${target}"`);
    await expect(dialog.getByText('1 valid example')).toBeVisible();
    await dialog.getByRole('button', { name: 'Recategorize' }).click();
    await expect(dialog).toBeHidden({ timeout: 90_000 });
    await expect(earlierCard.getByText('Pending Review')).toBeVisible();
    await expect(earlierCard.getByText(NOTES)).toHaveCount(0);
    expect((await staffCsv())[5]).toBe(target);
  } finally {
    await staff.dispose();
  }
});
