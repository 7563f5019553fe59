import { expect as baseExpect, request, test } from '@playwright/test';
import { registerClientByApi } from './support/reports';
import { demoClient, demoStaff, logIn } from './support/session';

// Issue 29, point 2 in a real browser: the dashboard's account manager card (the demo's Avery
// is Jordan's client), an owner's Assign on the console's client page (kept in the history),
// the direct line an annual-plan client sees, and "Message your account manager" leading to
// the thread, where the client writes and the firm answers (so no thread waits afterwards).

// A busy two-core machine: generous checks.
const expect = baseExpect.configure({ timeout: 20_000 });

test("Avery's dashboard names her account manager and leads to her thread with the firm", async ({ page }) => {
  await logIn(page, demoClient());
  const card = page.getByRole('region', { name: 'Your account manager' });
  await expect(card.getByText('Jordan Park')).toBeVisible();
  await expect(card.getByText('JP', { exact: true })).toBeVisible();
  // A monthly plan: no direct line.
  await expect(card.getByText(/Direct line/)).toHaveCount(0);
  await card.getByRole('button', { name: 'Message your account manager' }).click();
  await expect(page).toHaveURL(/tab=messages/);
  await expect(page.getByRole('article', { name: /^Your bookkeeper: Got it, I recorded it as equipment/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'laptop-receipt.pdf' })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Question about a transaction/ }).first()).toBeVisible();
});

test('an owner assigns an annual client to Jordan; the client sees his direct line and messages him; the firm answers', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  // An annual-plan client (the coupon), given a bookkeeper automatically at registration.
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const client = await registerClientByApi(api, 'Rowan');
  const { id: clientId } = (await (await api.get('/api/user')).json()) as { id: number };
  await api.dispose();

  // Make sure Jordan is not already the manager, so the owner's Assign changes something.
  const staffApi = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  expect((await staffApi.post('/api/login', { data: demoStaff() })).status()).toBe(200);
  const staffList = (await (await staffApi.get('/api/admin/staff')).json()) as { id: number; firstName: string; lastName: string }[];
  const jordan = staffList.find((m) => m.firstName === 'Jordan' && m.lastName === 'Park')!;
  const priya = staffList.find((m) => m.firstName === 'Priya' && m.lastName === 'Desai')!;
  const current = (await (await staffApi.get(`/api/admin/users/${clientId}/account-manager`)).json()) as { accountManagerId: number | null };
  if (current.accountManagerId === jordan.id) {
    expect((await staffApi.put(`/api/admin/users/${clientId}/account-manager`, { data: { staffId: priya.id } })).status()).toBe(200);
  }
  await staffApi.dispose();

  // The owner assigns Jordan from the client's page.
  const staffContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const staff = await staffContext.newPage();
  await logIn(staff, demoStaff());
  await staff.goto(`/admin/users/${clientId}/show`);
  const section = staff.getByRole('region', { name: 'Account manager' });
  await section.getByRole('combobox', { name: 'New account manager' }).click();
  await staff.getByRole('option', { name: 'Jordan Park' }).click();
  await section.getByRole('button', { name: 'Assign' }).click();
  await expect(staff.getByText('Account manager assigned.')).toBeVisible();
  await expect(section.getByText(/to Jordan Park, by Morgan Tremblay/)).toBeVisible();
  await expect(section.getByText('Jordan Park', { exact: true })).toBeVisible();

  // The client's card: Jordan, with his direct line (annual plan); the button opens Messages.
  const clientContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await clientContext.newPage();
  await logIn(page, client);
  const card = page.getByRole('region', { name: 'Your account manager' });
  await expect(card.getByText('Jordan Park')).toBeVisible();
  await expect(card.getByRole('link', { name: '+1 (416) 555-0142' })).toHaveAttribute('href', 'tel:+14165550142');
  await card.getByRole('button', { name: 'Message your account manager' }).click();
  await expect(page).toHaveURL(/tab=messages/);
  const hello = `Hi Jordan, thanks for taking my books (${tag})`;
  await page.getByLabel('Write a message…').fill(hello);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('article', { name: `You: ${hello}` })).toBeVisible();

  // The firm answers on the client's page, so nothing waits in the inbox afterwards.
  await staff.reload();
  await expect(staff.getByRole('article', { name: `Client: ${hello}` })).toBeVisible();
  await staff.getByLabel('Answer the client').fill('Welcome aboard!');
  await staff.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(staff.getByText('Message sent')).toBeVisible();
  await page.goto('/dashboard?tab=messages');
  await expect(page.getByRole('article', { name: 'Your bookkeeper: Welcome aboard!' })).toBeVisible();
  await clientContext.close();
  await staffContext.close();
});
