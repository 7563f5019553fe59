import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { parseCsv } from './support/reports';
import { demoClient, logIn } from './support/session';

// Issue 19, the client's Sales tax view in a real browser, on the demo client the seed gives a
// tax profile (Ontario, monthly) and about ninety days of bank transactions.

// Worksheets are computed from the transactions when asked, on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const ESTIMATE = 'Estimate prepared from bank data — not a filed return. Your bookkeeper confirms the figures before you file.';
const money = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

test('the demo client sees the period in progress and past periods, opens a worksheet whose lines add up, and downloads it', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, demoClient());
  await page.getByRole('tab', { name: 'Sales tax' }).click();
  await expect(page).toHaveURL(/tab=sales-tax/);

  const current = page.getByRole('region', { name: 'Current period so far' });
  await expect(current.getByText(ESTIMATE)).toBeVisible();
  await expect(current.getByRole('table', { name: 'Return lines' })).toContainText('Net tax (105 − 108)');

  const past = page.getByRole('table', { name: 'Past periods' });
  const rows = past.getByRole('row');
  // A header and at least the two months before this one.
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
  const first = rows.nth(1);
  const netTax = (await first.getByRole('cell').nth(3).innerText()).trim();
  const show = first.getByRole('button', { name: /^Show worksheet / });
  const periodStart = (await show.getAttribute('aria-label'))!.replace('Show worksheet ', '');
  await show.click();
  const worksheet = page.getByRole('region', { name: new RegExp(`^Worksheet ${periodStart} to `) });
  const lines = worksheet.getByRole('table', { name: 'Return lines' });
  await expect(lines).toBeVisible();
  const line = async (n: string) =>
    money(
      await lines
        .getByRole('row')
        .filter({ hasText: new RegExp(`^${n}`) })
        .getByRole('cell')
        .nth(2)
        .innerText(),
    );
  expect(await line('105')).toBe((await line('103')) + (await line('104')));
  expect(await line('108')).toBe((await line('106')) + (await line('107')));
  expect(await line('109')).toBe((await line('105')) - (await line('108')));
  expect(await line('109')).toBe(money(netTax));
  await expect(worksheet.getByRole('table', { name: 'Categories behind the lines' })).toContainText('Sales Revenue');

  const [csv] = await Promise.all([page.waitForEvent('download'), worksheet.getByRole('button', { name: 'Worksheet CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe(`gst-hst-worksheet-${periodStart}.csv`);
  const table = parseCsv(readFileSync((await csv.path())!, 'utf8'));
  expect(table[1]).toEqual([ESTIMATE]);
  const row109 = table.find((r) => r[0] === '109')!;
  expect(money(row109[2])).toBe(money(netTax));

  const [pdf] = await Promise.all([page.waitForEvent('download'), worksheet.getByRole('button', { name: 'Worksheet PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`gst-hst-worksheet-${periodStart}.pdf`);
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});

test('the demo client marks a past return as filed after a confirmation, sees it frozen with who and when, and undoes it', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, demoClient());
  await page.getByRole('tab', { name: 'Sales tax' }).click();
  const past = page.getByRole('table', { name: 'Past periods' });
  const rows = past.getByRole('row');
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
  const first = rows.nth(1);
  const show = first.getByRole('button', { name: /^Show worksheet / });
  const periodStart = (await show.getAttribute('aria-label'))!.replace('Show worksheet ', '');
  const filedUrl = `/api/tax/gst-hst-returns/${periodStart}/filed`;
  // A retry after a failure half-way starts from a return not filed (a 404 when it is not).
  expect([200, 404]).toContain((await page.request.delete(filedUrl)).status());
  try {
    await show.click();
    const worksheet = page.getByRole('region', { name: new RegExp(`^Worksheet ${periodStart} to `) });
    const filing = worksheet.getByRole('group', { name: 'Filing' });
    await expect(filing).toContainText('Not recorded as filed yet.');
    const net = async () => (await worksheet.getByRole('table', { name: 'Return lines' }).getByRole('row').filter({ hasText: /^109/ }).innerText()).trim();
    const netBefore = await net();

    await filing.getByRole('button', { name: 'Mark as filed' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark this return as filed?' });
    await expect(confirm).toContainText('Its figures are then frozen');
    await confirm.getByRole('button', { name: 'Mark as filed' }).click();
    await expect(confirm).toBeHidden();
    await expect(filing.getByText(/^Filed on \w{3} \d{1,2}, \d{4} by .+ · figures frozen$/)).toBeVisible();
    await expect(first).toContainText('Filed');
    // The figures filed are the ones shown: the API answers them frozen.
    expect(await net()).toBe(netBefore);
    const stored = await (await page.request.get(`/api/tax/gst-hst-returns/${periodStart}`)).json();
    expect(stored.filed).toMatchObject({ filedAt: expect.any(String), filedBy: expect.any(String) });

    await filing.getByRole('button', { name: 'Undo filed' }).click();
    const undo = page.getByRole('dialog', { name: 'Undo the filing of this return?' });
    await undo.getByRole('button', { name: 'Undo filed' }).click();
    await expect(undo).toBeHidden();
    await expect(filing).toContainText('Not recorded as filed yet.');
    await expect(filing.getByRole('button', { name: 'Mark as filed' })).toBeEnabled();
    expect((await (await page.request.get(`/api/tax/gst-hst-returns/${periodStart}`)).json()).filed).toBeUndefined();
  } finally {
    // The demo keeps its returns unfiled for the specs after this one.
    await page.request.delete(filedUrl);
  }
});

test('the demo client edits the tax profile in the Profile tab and a bad GST/HST number is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, demoClient());
  await page.getByRole('tab', { name: 'Profile' }).click();
  const form = page.getByRole('form', { name: 'Tax profile' });
  const number = form.getByRole('textbox', { name: 'GST/HST number' });
  await expect(number).toHaveValue('123456782RT0001');
  await number.fill('123456789RT0001');
  await form.getByRole('button', { name: 'Save tax profile' }).click();
  await expect(form.getByText(/must be a business number with its GST\/HST program account/)).toBeVisible();
  await number.fill('123456782 RT 0001');
  await form.getByRole('button', { name: 'Save tax profile' }).click();
  await expect(page.getByText('Tax profile saved')).toBeVisible();
});

test("the demo client downloads last month's general ledger for the accountant, and it balances", async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, demoClient());
  await page.getByRole('tab', { name: 'Sales tax' }).click();
  const card = page.getByRole('region', { name: 'Exports for your accountant' });
  await expect(card.getByRole('combobox', { name: 'Period' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'General ledger' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^general-ledger-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...lines] = parseCsv(readFileSync((await download.path())!, 'utf8'));
  expect(header).toEqual(['Date', 'Entry', 'Account', 'Debit', 'Credit', 'Memo']);
  // The seed gives the demo client a few months of transactions: last month has some.
  expect(lines.length).toBeGreaterThan(0);
  const balance = new Map<string, number>();
  for (const [, entry, , debit, credit] of lines) balance.set(entry, (balance.get(entry) ?? 0) + money(debit || '0') - money(credit || '0'));
  expect([...balance.values()].every((v) => v === 0)).toBe(true);
  await expect(card.getByText(new RegExp(`^Downloaded ${balance.size} transactions? for `))).toBeVisible();
});
