import { expect as baseExpect, request, test } from '@playwright/test';
import { registerClientByApi } from './support/reports';
import { demoStaff, logIn } from './support/session';

// Issue 29, point 3 in a real browser: a client writes to the firm from the dashboard's
// Messages tab with an attachment; the console's inbox lists the thread with the time
// waited; staff open it from there and answer; the client sees the unread badge and the answer.

// A busy two-core machine: generous checks.
const expect = baseExpect.configure({ timeout: 20_000 });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

test('a client messages the firm with a file, staff answer from the inbox, the client sees the unread badge and the answer', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const client = await registerClientByApi(api, 'Noor');
  await api.dispose();
  const hello = `Hello, can you look at my March statement? (${tag})`;

  // The client writes, with a PDF attached.
  const clientContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await clientContext.newPage();
  await logIn(page, client);
  await page.getByRole('tab', { name: 'Messages', exact: true }).click();
  await expect(page).toHaveURL(/tab=messages/);
  await expect(page.getByRole('heading', { name: 'Message your account manager' })).toBeVisible();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await page.getByLabel('Write a message…').fill(hello);
  await page.getByLabel('Attach files').setInputFiles({ name: 'march.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = page.getByRole('article', { name: `You: ${hello}` });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('link', { name: 'march.pdf' })).toHaveAttribute('href', /^\/api\/downloads\/conversation-attachment\/\d+\/march\.pdf$/);

  // Staff find it in the inbox, open the client and answer.
  const staffContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const staff = await staffContext.newPage();
  await logIn(staff, demoStaff());
  await staff.goto('/admin/conversations');
  const row = staff.getByRole('row').filter({ hasText: hello });
  await expect(row).toContainText('Noor Haddad');
  await expect(row).toContainText(/\d+ min/);
  await row.getByText('Noor Haddad').click();
  await expect(staff).toHaveURL(/\/admin\/users\/\d+\/show$/);
  await expect(staff.getByRole('article', { name: `Client: ${hello}` })).toBeVisible();
  await staff.getByLabel('Answer the client').fill('Yes: it is in your March report now.');
  await staff.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(staff.getByText('Message sent')).toBeVisible();
  await expect(staff.getByRole('article', { name: 'Staff: Yes: it is in your March report now.' })).toBeVisible();
  // Answered: the thread leaves the inbox.
  await staff.goto('/admin/conversations');
  await expect(staff.getByText('No thread is waiting for an answer')).toBeVisible();

  // The client sees one unread on the tab, then the answer (which reads it).
  await page.goto('/dashboard?tab=reports');
  await page.getByRole('tab', { name: 'Messages, 1 unread' }).click();
  await expect(page.getByRole('article', { name: /Yes: it is in your March report now\./ })).toBeVisible();
  // Opening the thread read it: the badge is gone.
  await expect(page.getByRole('tab', { name: 'Messages', exact: true })).toBeVisible();
  await clientContext.close();
  await staffContext.close();
});
