import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { bankExport, CSV_HEADER } from './support/csv-files';
import { demoClient, demoStaff, logIn } from './support/session';

// Each test uploads a file of its own under a name no other run uses, and deletes it at the end.
const tag = Date.now().toString(36);
const ROWS = 1500;
const SOURCES = /^(AI|rule|learned|staff)$/;

/** Drops a file on the drop area the way a browser does: a DataTransfer holding a File of that type. */
async function dropFile(page: Page, target: Locator, name: string, content: string, type: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, content, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], name, { type }));
      return transfer;
    },
    { name, content, type },
  );
  await target.dispatchEvent('drop', { dataTransfer });
}

/**
 * Watches the progress bar until the preview replaces it; returns the values it showed. On a
 * quiet machine the job can finish while the bar is only on screen for a moment, so the bar
 * or the preview is awaited, not the bar alone (CI once missed a bar shown that briefly).
 */
async function followProgress(page: Page, upload: Locator, fileName: string): Promise<number[]> {
  const seen: number[] = [];
  const bar = upload.getByRole('progressbar');
  await expect(bar.or(upload.getByRole('table', { name: `Preview of ${fileName}` })).first()).toBeVisible();
  await expect
    .poll(
      async () => {
        const value = await bar.getAttribute('aria-valuenow', { timeout: 250 }).catch(() => null);
        if (value !== null && seen.at(-1) !== Number(value)) seen.push(Number(value));
        return upload.getByRole('table', { name: `Preview of ${fileName}` }).isVisible();
      },
      { timeout: 60_000, intervals: [200] },
    )
    .toBe(true);
  await expect(bar).toHaveCount(0);
  return seen;
}

/** The downloaded file: the original columns plus category, confidence and source on every row. */
async function expectCategorizedDownload(path: string, lines: string[][], previewCategory: string) {
  const text = await readFile(path, 'utf8');
  const rows = text.trim().split(/\r?\n/);
  expect(rows[0]).toBe(`${CSV_HEADER},AI_Category,Confidence,Source`);
  expect(rows).toHaveLength(lines.length + 1);
  const first = rows[1].split(',');
  expect(first.slice(0, 3)).toEqual(lines[0].slice(0, 3));
  expect(first[4]).toBe(previewCategory);
  expect(Number(first[5])).toBeGreaterThanOrEqual(0);
  expect(first[6]).toMatch(SOURCES);
}

test.describe('CSV upload and AI categorization', () => {
  test.setTimeout(120_000);

  test('a client drops a CSV, categorizes it with progress, previews and downloads it, then deletes it', async ({ page }) => {
    const fileName = `client-${tag}.csv`;
    const { content, lines } = bankExport(ROWS);
    await logIn(page, demoClient());
    await page.goto('/dashboard?tab=csv');
    const dropzone = page.getByTestId('csv-dropzone');

    // A drop is accepted only with type text/csv, whatever the name says.
    await dropFile(page, dropzone, `excel-${tag}.csv`, content, 'application/vnd.ms-excel');
    await expect(page.getByText('Only .csv, .ofx and .qfx files can be uploaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toHaveCount(0);

    await dropFile(page, dropzone, fileName, content, 'text/csv');
    await expect(page.getByText(fileName)).toBeVisible();
    await expect(page.getByText(/\(\d+\.\d KB\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(`CSV uploaded successfully with ${ROWS} transactions`)).toBeVisible();

    const upload = page.getByRole('article', { name: fileName });
    await expect(upload.getByText('Uploaded', { exact: true })).toBeVisible();
    await expect(upload.getByText(`${ROWS} rows`, { exact: false })).toBeVisible();
    await upload.getByRole('button', { name: 'Categorize with AI' }).click();

    const progress = await followProgress(page, upload, fileName);
    test.info().annotations.push({ type: 'progress seen', description: progress.join(' → ') });
    await expect(page.getByText(`Successfully categorized ${ROWS} transactions`)).toBeVisible();
    await expect(upload.getByText('Completed', { exact: true })).toBeVisible();

    const table = upload.getByRole('table', { name: `Preview of ${fileName}` });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(6);
    const first = rows.nth(1).getByRole('cell');
    await expect(first.nth(0)).toHaveText('Sep 1, 2026');
    await expect(first.nth(1)).toHaveText(lines[0][1]);
    await expect(first.nth(2)).toHaveText('$1,284.50');
    await expect(first.nth(4)).toHaveText(/^\d{1,3}%$/);
    await expect(first.nth(5)).toHaveText(SOURCES);
    const category = ((await first.nth(3).textContent()) ?? '').replace(/Review$/, '');
    await expect(upload.getByText(`And ${ROWS - 5} more transactions...`)).toBeVisible();

    const downloading = page.waitForEvent('download');
    await upload.getByRole('link', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await expectCategorizedDownload((await download.path())!, lines, category === 'Uncategorized' ? '' : category);

    await upload.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this upload?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Upload deleted successfully')).toBeVisible();
    await expect(upload).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('article', { name: 'september-card-export.csv' })).toBeVisible();
    await expect(page.getByRole('article', { name: fileName })).toHaveCount(0);
  });

  test('staff upload with the page categories, categorize, correct a row, download and delete', async ({ page }) => {
    const fileName = `staff-${tag}.csv`;
    const { content, lines } = bankExport(ROWS);
    await logIn(page, demoStaff());
    await page.goto('/admin/csv-uploads');
    await expect(page.getByRole('region', { name: 'Revenue' }).getByText('Sales Revenue')).toBeVisible();

    const manager = page.getByRole('form', { name: 'Add a category' });
    await expect(manager.getByRole('button', { name: 'Add' })).toBeDisabled();
    await manager.getByRole('textbox', { name: 'New category name' }).fill('Merchant Payouts');
    await manager.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Revenue' }).click();
    await manager.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('region', { name: 'Revenue' }).getByText('Merchant Payouts')).toBeVisible();

    await page.getByTestId('csv-file-input').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(content) });
    await expect(page.getByText(/\(\d+\.\d KB\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(`CSV uploaded successfully with ${ROWS} transactions`)).toBeVisible();

    const upload = page.getByRole('article', { name: fileName });
    await expect(upload.getByText('Uploaded', { exact: true })).toBeVisible();
    await expect(upload.getByText(new RegExp(`${ROWS} rows`))).toBeVisible();
    await upload.getByRole('button', { name: 'Categorize with AI' }).click();
    await expect(upload.getByText('Completed', { exact: true })).toBeVisible({ timeout: 60_000 });

    const table = upload.getByRole('table', { name: `Preview of ${fileName}` });
    await expect(table.getByRole('row')).toHaveCount(6);
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('cell').nth(2)).toHaveText('$1,284.50');
    await expect(first.getByRole('cell').nth(5)).toHaveText(SOURCES);
    await expect(upload.getByText(`And ${ROWS - 5} more transactions...`)).toBeVisible();

    // The page's own category was sent with the upload: staff can file the payout under it.
    await first.getByRole('combobox', { name: `Category of ${lines[0][1]}` }).click();
    await page.getByRole('option', { name: 'Merchant Payouts' }).click();
    await expect(page.getByText("Category corrected: this client's next uploads will use it")).toBeVisible();
    await expect(first.getByRole('combobox', { name: `Category of ${lines[0][1]}` })).toHaveText('Merchant Payouts');
    await expect(first.getByRole('cell').nth(5)).toHaveText('staff');

    const downloading = page.waitForEvent('download');
    await upload.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    await expectCategorizedDownload((await download.path())!, lines, 'Merchant Payouts');

    await upload.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Upload deleted successfully')).toBeVisible();
    await expect(upload).toHaveCount(0);
  });
});
