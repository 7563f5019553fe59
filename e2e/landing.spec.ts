import { expect, test } from '@playwright/test';
import { demoClient, logIn } from './support/session';

test.describe('landing page', () => {
  test('the scroll spy highlights the button of the section in view', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const pricing = nav.getByRole('button', { name: 'Pricing' });
    const about = nav.getByRole('button', { name: 'About Us' });

    await pricing.click();
    // The click loads the app, which renders hidden beside the static page before it swaps in: for that
    // moment there are two #pricing sections, the app's first (not in view until the swap, so retried).
    await expect(page.locator('#pricing').first()).toBeInViewport({ ratio: 0.2 });
    await expect(pricing).toHaveAttribute('aria-current', 'location');
    await expect(about).not.toHaveAttribute('aria-current', /.*/);

    await page.locator('#about').evaluate((section) => section.scrollIntoView({ block: 'start' }));
    await expect(about).toHaveAttribute('aria-current', 'location');
    await expect(pricing).not.toHaveAttribute('aria-current', /.*/);

    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  });

  test('on a phone the section links fold into a menu whose items navigate', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Pricing' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Book A Call' })).toBeVisible();

    await nav.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['How It Works', 'About Us', 'Who We Are', 'Pricing', 'Contact', 'Log In']);
    await menu.getByRole('menuitem', { name: 'Pricing' }).click();

    await expect(menu).toBeHidden();
    await expect(page.locator('#pricing-title')).toBeInViewport();

    await nav.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('menuitem', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=login$/);
  });

  test('a first visit finishes every request it starts', async ({ page }) => {
    // The visitor's GET /api/user (401) once stayed open in Chromium: its body was never
    // read, so the page never went network-idle (and bench:web timed out).
    const open = new Set<string>();
    page.on('request', (request) => open.add(`${request.method()} ${request.url()}`));
    page.on('requestfinished', (request) => open.delete(`${request.method()} ${request.url()}`));
    page.on('requestfailed', (request) => open.delete(`${request.method()} ${request.url()}`));

    await page.goto('/', { waitUntil: 'networkidle', timeout: 15_000 });

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect([...open]).toEqual([]);
  });

  test('a first visit is the prerendered page with one small script; the app comes with the first action, which it carries out', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const problems: string[] = [];
    page.on('console', (message) => {
      // The visitor's GET /api/user answers 401, which Chromium reports as a failed resource.
      if ((message.type() === 'error' || message.type() === 'warning') && !message.text().includes('401')) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => !/^\/assets\/(landing|preload-helper)-[\w-]+\.js$/.test(path))).toEqual([]);

    // A keyboard user, scrolled down: one Enter opens the dialog, and the page stays where it was.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Book A Call' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Book A Call' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    expect(scripts.some((path) => /^\/assets\/react-/.test(path))).toBe(true);
    await expect(page.locator('#root')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('the page has no horizontal scroll at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a visitor choosing a plan is sent to registration with that plan', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pricing' }).click();
    await page.locator('#pricing').getByRole('link', { name: 'Choose Annual' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=register&plan=ANNUAL$/);
  });

  test('a member who already pays is sent to the dashboard by a pricing button; the page asks who is logged in once', async ({ page }) => {
    await logIn(page, demoClient());
    const sessionReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') sessionReads.push(request.method());
    });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // The static page's own GET /api/user is handed to the app that takes it over.
    expect(sessionReads).toEqual(['GET']);
    await page.locator('#pricing').getByRole('link', { name: 'Choose Monthly' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
