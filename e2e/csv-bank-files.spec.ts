import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { demoClient, logIn } from './support/session';

// Files are named and (for the mapped layout) shaped per run, so a remembered mapping of an earlier run never answers for this one.
const tag = Date.now().toString(36);
const FIXTURES = fileURLToPath(new URL('../api/test/fixtures/bank-files/', import.meta.url));

const creditUnion = (rows: string[]) => [`Posted On,Payee,Withdrawals,Deposits,Running Balance,Branch ${tag}`, ...rows].join('\r\n') + '\r\n';
const SEPTEMBER = creditUnion([
  '02-09-2026,SQUARE DEPOSIT 4411,,1280.00,5280.00,1',
  '05-09-2026,ADOBE *CREATIVE CLD,104.99,,5175.01,1',
  '30-09-2026,MONTHLY ACCOUNT FEE,16.95,,5158.06,1',
]);
const OCTOBER = creditUnion(['01-10-2026,RENT OCTOBER,2100.00,,3058.06,1', '15-10-2026,STRIPE TRANSFER,,950.00,4008.06,1']);

async function pick(page: Page, name: string, content: string | Buffer) {
  await page.getByTestId('csv-file-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

async function remove(page: Page, name: string) {
  const upload = page.getByRole('article', { name });
  await upload.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this upload?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(upload).toHaveCount(0);
}

test.describe('bank files as banks export them', () => {
  test.setTimeout(120_000);

  test('a client uploads a TD export as it is, and maps an unknown layout once for every later file of that bank', async ({ page }) => {
    await logIn(page, demoClient());
    await page.goto('/dashboard?tab=csv');
    await expect(page.getByRole('list', { name: 'Banks whose files we read' }).getByText('TD Canada Trust')).toBeVisible();

    // a known bank: straight through
    const td = `td-${tag}.csv`;
    await pick(page, td, await readFile(join(FIXTURES, 'td.csv')));
    await expect(page.getByText('CSV uploaded successfully with 4 transactions')).toBeVisible();
    await expect(page.getByRole('article', { name: td })).toBeVisible();

    // an unknown layout: the mapping step, then the upload
    const september = `credit-union-september-${tag}.csv`;
    await pick(page, september, SEPTEMBER);
    const step = page.getByRole('form', { name: 'Which column is which?' });
    await expect(step).toBeVisible();
    await expect(page.getByRole('table', { name: 'The first rows of your file' }).getByText('ADOBE *CREATIVE CLD')).toBeVisible();
    await step.getByLabel('Date column').selectOption({ label: 'Posted On' });
    await step.getByLabel('Date order').selectOption('DMY');
    await step.getByLabel('Description column').selectOption({ label: 'Payee' });
    await step.getByLabel('Amounts', { exact: true }).selectOption({ label: 'Separate columns for money out and money in' });
    await step.getByLabel('Money out (withdrawals, debits)').selectOption({ label: 'Withdrawals' });
    await step.getByLabel('Money in (deposits, credits)').selectOption({ label: 'Deposits' });
    await step.getByRole('button', { name: 'Upload with these columns' }).click();
    await expect(page.getByText('CSV uploaded successfully with 3 transactions')).toBeVisible();
    await expect(step).toHaveCount(0);

    // the next file of that bank goes straight through
    const october = `credit-union-october-${tag}.csv`;
    await pick(page, october, OCTOBER);
    await expect(page.getByText('CSV uploaded successfully with 2 transactions')).toBeVisible();
    await expect(step).toHaveCount(0);

    // the categorized download holds the canonical rows: dates read day-first, money out negative
    const upload = page.getByRole('article', { name: september });
    await upload.getByRole('button', { name: 'Categorize with AI' }).click();
    await expect(upload.getByText('Completed', { exact: true })).toBeVisible({ timeout: 60_000 });
    const downloading = page.waitForEvent('download');
    await upload.getByRole('link', { name: 'Download' }).click();
    // no quoted cells in these rows, so a line splits on its commas
    const records = (await readFile((await (await downloading).path())!, 'utf8'))
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    expect(records[0].slice(0, 5)).toEqual(['Transaction_Date', 'Transaction_Name', 'Transaction_Amount', 'Transaction_Category', 'Currency']);
    expect(records.slice(1).map((r) => [r[0], r[1], r[2], r[4]])).toEqual([
      ['2026-09-02', 'SQUARE DEPOSIT 4411', '1280.00', 'CAD'],
      ['2026-09-05', 'ADOBE *CREATIVE CLD', '-104.99', 'CAD'],
      ['2026-09-30', 'MONTHLY ACCOUNT FEE', '-16.95', 'CAD'],
    ]);

    for (const name of [td, september, october]) await remove(page, name);
  });
});
