import { expect, test, type Page } from '@playwright/test';
import { demoStaff, logIn } from './support/session';

// Rows this test changes are its own, made through the public API; the seeded ones are only read.
const tag = `Staffe${Date.now().toString(36)}`;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The number on a menu entry's badge (0 when no badge is shown). */
const badgeCount = async (page: Page, entry: string) => {
  const text = (await page.getByRole('menuitem', { name: new RegExp(entry) }).textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? 0);
};

test.describe('staff handle call requests and messages in the console', () => {
  // One call request and one message for the whole file: the public forms allow only a
  // few posts an hour from one address, and the stack is shared with the visitor tests.
  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const call = await api.post('/api/call-requests', {
      data: {
        firstName: 'Priya',
        lastName: tag,
        email: `priya.${tag.toLowerCase()}@example.ca`,
        phone: '+1 (416) 555-0199',
        preferredDate: inDays(3),
        preferredTime: '11:00',
        timezone: 'UTC',
      },
    });
    expect(call.status()).toBe(201);
    const message = await api.post('/api/messages', {
      data: {
        firstName: 'Noah',
        lastName: tag,
        email: `noah.${tag.toLowerCase()}@example.ca`,
        phone: '+1 (604) 555-0123',
        question: 'Can you take over our books from our current accountant in January?',
      },
    });
    expect(message.status()).toBe(201);
    await api.dispose();
  });

  test.beforeEach(async ({ page }) => {
    await logIn(page, demoStaff());
  });

  test('the dashboard counts what is waiting and the lists show the seeded rows', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByText('Admin Dashboard')).toBeVisible();
    // The demo seed has 2 pending call requests and 2 unread messages; the test added one of each.
    const pendingCard = page.getByRole('link', { name: /^Pending call requests: \d+$/ });
    await expect(pendingCard).toBeVisible();
    const pending = Number(/\d+$/.exec((await pendingCard.getAttribute('aria-label')) ?? '')?.[0]);
    expect(pending).toBeGreaterThanOrEqual(3);
    await expect.poll(() => badgeCount(page, 'Call Requests')).toBe(pending);

    await page.getByRole('menuitem', { name: /Call Requests/ }).click();
    await expect(page.getByRole('cell', { name: 'Daniel', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Hannah', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'daniel@leblancplumbing.example.ca' })).toHaveAttribute('href', 'mailto:daniel@leblancplumbing.example.ca');

    await page.getByRole('menuitem', { name: /Messages/ }).click();
    await expect(page.getByRole('article', { name: 'Message from Olivia Martin' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Message from Raj Patel' })).toBeVisible();
  });

  test('staff toggle a call request to completed and back', async ({ page }) => {
    await page.goto('/admin/call-requests');
    const row = page.getByRole('row').filter({ hasText: tag });
    await expect(row).toContainText('Pending');
    const before = await badgeCount(page, 'Call Requests');

    await row.getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(page.getByText('Call request status updated')).toBeVisible();
    await expect(row).toContainText('Completed');
    await expect.poll(() => badgeCount(page, 'Call Requests')).toBe(before - 1);

    await row.getByRole('button', { name: 'Mark as Pending' }).click();
    await expect(row.getByRole('button', { name: 'Mark as Completed' })).toBeVisible();
    await expect(row).toContainText('Pending');
    await expect.poll(() => badgeCount(page, 'Call Requests')).toBe(before);
  });

  test('staff mark a message read: the highlight and button go, the badge drops', async ({ page }) => {
    await page.goto('/admin/messages');
    const card = page.getByRole('article', { name: `Message from Noah ${tag}` });
    await expect(card.getByText('Unread')).toBeVisible();
    await expect(card.getByRole('link', { name: `noah.${tag.toLowerCase()}@example.ca` })).toHaveAttribute('href', /^mailto:/);
    const before = await badgeCount(page, 'Messages');
    expect(before).toBeGreaterThanOrEqual(1);

    await card.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(page.getByText('Message status updated')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
    await expect(card.getByText('Unread')).toHaveCount(0);
    await expect.poll(() => badgeCount(page, 'Messages')).toBe(before - 1);

    await page.reload();
    await expect(page.getByRole('article', { name: `Message from Noah ${tag}` }).getByText('Unread')).toHaveCount(0);
  });
});
