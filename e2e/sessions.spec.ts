import { expect, test } from '@playwright/test';
import { demoClient, demoStaff, logIn } from './support/session';

test.describe('logging in and the console guard', () => {
  test('a visitor opening the dashboard is sent to the login screen', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/auth?mode=login');
    await page.getByLabel('Email').fill(demoClient().email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('the demo client logs in and is greeted by first name', async ({ page }) => {
    await logIn(page, demoClient());
    await expect(page.getByRole('heading', { name: 'Welcome back, Avery!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back, Avery!' })).toBeVisible();
  });

  test('a client opening /admin lands on the dashboard', async ({ page }) => {
    await logIn(page, demoClient());
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Avery!' })).toBeVisible();
  });

  test('a visitor opening /admin is sent to the login screen', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth/);
  });

  test('staff log in and see the users list in the console', async ({ page }) => {
    await logIn(page, demoStaff());
    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin/);
    await page.getByRole('menuitem', { name: /Users/ }).click();
    // The suite's own clients fill the first pages by now: find the demo client by her e-mail.
    await page.getByPlaceholder('Search').fill(demoClient().email);
    await expect(page.getByText(demoClient().email)).toBeVisible();
    await expect(page.getByText('Avery Lambert')).toBeVisible();
  });

  test('logging out ends the session', async ({ page }) => {
    await logIn(page, demoClient());
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth/);
  });
});
