import { expect, test } from '@playwright/test';
import { linkBank, postBankLines, registerClientByApi } from './support/reports';

// Issue 30 in a real browser: the Receipts tab takes a PDF receipt, the worker reads its text
// layer, and matching links it to the one bank row of its total. A fresh client, so the bank
// row (posted through the Plaid stand-in) is the only candidate.

/**
 * A one-page PDF with a text layer, one line per entry (as a shop's system prints one). The same
 * writer as the seed's `receiptPdf` (api/src/seed/fixtures/text-pdf.ts): this ESM package cannot
 * import that CommonJS source.
 */
function receiptPdf(lines: string[]): Buffer {
  const stream = `BT /F1 11 Tf 15 TL 48 740 Td ${lines.map((l) => `(${l.replace(/[()\\]/g, (c) => `\\${c}`)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 320 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('the Receipts tab takes a PDF receipt, reads it and matches it to its bank row', async ({ page }) => {
  // Linking a bank, importing and reading on a busy two-core machine: room for each step.
  test.setTimeout(180_000);
  const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  const total = `${120 + Math.floor(Math.random() * 79)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  await registerClientByApi(page.request, 'Rowan');
  const plaidItemId = await linkBank(page.request);
  await postBankLines(page.request, plaidItemId, [{ date: day, name: 'OFFICE DEPOT 7710', amount: `-${total}` }]);

  await page.goto('/dashboard?tab=receipts');
  await expect(page.getByRole('heading', { name: 'Receipts', exact: true })).toBeVisible({ timeout: 30_000 });
  // A purchase over $100 without a receipt: the missing list asks for it.
  const missing = page.getByRole('list', { name: 'Purchases without a receipt' });
  await expect(missing.getByText('OFFICE DEPOT 7710')).toBeVisible();
  const hst = ((Math.round(Number(total) * 100) * 13) / 113 / 100).toFixed(2);
  await page.getByTestId('receipt-files').setInputFiles({
    name: 'office-depot.pdf',
    mimeType: 'application/pdf',
    buffer: receiptPdf([
      'OFFICE DEPOT #7710',
      `Date: ${day}`,
      'Desk lamp 1 x',
      `Subtotal ${(Number(total) - Number(hst)).toFixed(2)}`,
      `HST 13% ${hst}`,
      `TOTAL ${total}`,
      'HST # 123456782 RT0001',
    ]),
  });
  await expect(page.getByText('Receipt sent: we are reading it.')).toBeVisible();
  const card = page.getByRole('article', { name: 'office-depot.pdf' });
  await expect(card.getByText('Read', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(card.getByText(`${total} CAD`)).toBeVisible();
  await expect(card.getByText('Matched to a bank transaction')).toBeVisible();
  // Its receipt is in: the missing list no longer asks for it.
  await expect(page.getByText('OFFICE DEPOT 7710')).toHaveCount(0);
});
