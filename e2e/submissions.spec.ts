import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoClient, demoStaff, logIn } from './support/session';

// The spec's texts (libs/contracts/src/submissions.ts), as a user reads them.
const T = {
  pdfFile: 'PDF File',
  csvFile: 'CSV File',
  markComplete: 'Mark as Complete',
  submitUpdatedFiles: 'Submit Updated Files',
  errorTitle: 'Error',
  markedComplete: 'Submission marked as complete',
  updatedFilesSubmitted: 'Updated files submitted',
  viewPdf: 'View PDF',
  fileNotFoundTitle: 'File Not Found',
  pdfMissing: 'The PDF file is no longer available on the server.',
};
const M = {
  formIncomplete: 'Please fill in all required fields and upload at least one document',
  submitted: 'Your documents have been submitted',
  resultFilesRequired: 'Both PDF and CSV files are required',
  descriptionToast: 'Please provide a description',
  editRequested: 'Your edit request has been sent',
};
// This file's own submission, told apart from the seeded ones by its title.
const title = `Receipts ${Date.now().toString(36)}`;

const pdf = (text: string) => ({
  name: `${text}.pdf`,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`),
});
const csv = (name: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from('Category,Total\nSales Revenue,240.00\n') });

async function addTransaction(page: Page, index: number, row: { date: string; name: string; province: string; amount: string }) {
  await page.getByRole('button', { name: 'Add transaction' }).click();
  const group = page.getByRole('group', { name: `Transaction ${index}` });
  await group.getByLabel('Date').fill(row.date);
  await group.getByRole('textbox', { name: 'Transaction name' }).fill(row.name);
  await group.getByRole('combobox', { name: 'Province' }).click();
  await page.getByRole('option', { name: row.province }).click();
  await group.getByRole('spinbutton', { name: 'Amount' }).fill(row.amount);
}

async function attachResults(page: Page, card: ReturnType<Page['getByRole']>, version: string) {
  await card.getByLabel(`${T.pdfFile} for ${title}`).setInputFiles(pdf(`result-${version}`));
  await card.getByLabel(`${T.csvFile} for ${title}`).setInputFiles(csv(`result-${version}.csv`));
}

test.describe.serial('manual submissions from client to staff and back', () => {
  // Each step uploads files and walks several screens; a shared 2-core machine needs the room.
  test.setTimeout(120_000);

  test('a client submits two documents with two manual rows', async ({ page }) => {
    await logIn(page, demoClient());
    await page.goto('/dashboard?tab=new');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(M.formIncomplete)).toBeVisible();

    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByTestId('Documents-input').setInputFiles([pdf('invoice-1042'), csv('bank-export.csv')]);
    await expect(page.getByRole('list', { name: 'Chosen documents' }).getByRole('listitem')).toHaveCount(2);
    await addTransaction(page, 1, { date: '2026-10-04', name: 'Cash sale - print job', province: 'Ontario', amount: '240.00' });
    await addTransaction(page, 2, { date: '2026-10-19', name: 'Parking - client visit', province: 'Quebec', amount: '18.75' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(M.submitted)).toBeVisible();

    await page.getByRole('tab', { name: 'Manual Submissions History' }).click();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Pending')).toBeVisible();
    await expect(card.getByRole('link', { name: 'invoice-1042.pdf' })).toBeVisible();
    await expect(card.getByText(/2 manual transactions/)).toBeVisible();
  });

  test('staff mark it complete with a PDF and a CSV', async ({ page }) => {
    await logIn(page, demoStaff());
    await page.goto('/admin/pending-submissions');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: T.markComplete }).click();
    await expect(page.getByText(`${T.errorTitle}: ${M.resultFilesRequired}`)).toBeVisible();
    await attachResults(page, card, 'v1');
    await card.getByRole('button', { name: T.markComplete }).click();
    await expect(page.getByText(T.markedComplete)).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.goto('/admin/completed-submissions');
    const done = page.getByRole('article', { name: title });
    const popup = page.waitForEvent('popup');
    await done.getByRole('button', { name: T.viewPdf }).click();
    expect((await popup).url()).toMatch(/\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]+\.pdf$/);
  });

  test('the client sees the results and requests an edit', async ({ page, request }) => {
    await logIn(page, demoClient());
    await page.goto('/dashboard?tab=history');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Completed')).toBeVisible();
    const pdfLink = card.getByRole('link', { name: 'Download PDF' });
    const href = await pdfLink.getAttribute('href');
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    // Someone without the session gets nothing.
    expect((await request.get(href!)).status()).toBe(404);

    await card.getByRole('button', { name: 'Request Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText(M.descriptionToast)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Please file the parking under Travel & Meals.');
    await dialog.getByTestId('Additional documents-input').setInputFiles(pdf('parking-receipt'));
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText(M.editRequested)).toBeVisible();
    await expect(card.getByText('Edit Requested')).toBeVisible();
    await expect(card.getByText('Please file the parking under Travel & Meals.')).toBeVisible();
  });

  test('staff submit updated files; a missing file gives File Not Found', async ({ page }) => {
    await logIn(page, demoStaff());
    await page.goto('/admin/edit-requests');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Please file the parking under Travel & Meals.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'parking-receipt.pdf' })).toBeVisible();
    await attachResults(page, card, 'v2');
    await card.getByRole('button', { name: T.submitUpdatedFiles }).click();
    await expect(page.getByText(T.updatedFilesSubmitted)).toBeVisible();

    // Remove the new result PDF from storage behind the app's back, then try to open it.
    const rows = await page.request.get(`/api/admin/submissions?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
    const [submission] = (await rows.json()) as { resultPdfUrl: string; resultHistory: unknown[] }[];
    expect(submission.resultHistory).toHaveLength(1);
    rmSync(join(process.env.E2E_DATA_DIR!, 'uploads', submission.resultPdfUrl.replace('/uploads/', '')));

    await page.goto('/admin/completed-submissions');
    await page.getByRole('article', { name: title }).getByRole('button', { name: T.viewPdf }).click();
    await expect(page.getByText(T.fileNotFoundTitle)).toBeVisible();
    await expect(page.getByText(T.pdfMissing)).toBeVisible();
  });
});
