import { expect, test } from '@playwright/test';

test.describe('public pages', () => {
  test('the landing page shows its own top bar and the hero, not the site shell', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request A Call' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Pricing' })).toBeVisible();
    await expect(page.getByText('Bank connections powered by Plaid')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  });

  test('Get Started sends a visitor to the login screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('the privacy policy has its six sections', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Your Rights' })).toBeVisible();
  });

  test('the terms have thirty sections and the effective date', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(30);
    await expect(page.getByText('Effective date: 27 December 2024')).toBeVisible();
    await expect(page.getByText('Last updated: 27 December 2024')).toBeVisible();
  });

  test('the terms and the privacy policy have a French version at their own address, with hreflang', async ({ page }) => {
    await page.goto('/fr/conditions-d-utilisation');
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(30);
    await expect(page.getByText('Date d’entrée en vigueur : 27 décembre 2024')).toBeVisible();
    await expect(page.getByRole('article')).toHaveAttribute('lang', 'fr-CA');
    for (const [lang, href] of [
      ['en-CA', '/terms-of-service'],
      ['fr-CA', '/fr/conditions-d-utilisation'],
      ['x-default', '/terms-of-service'],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', href);
    }
    await page.getByRole('link', { name: 'English version' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Version française' })).toBeVisible();

    await page.goto('/fr/politique-de-confidentialite');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Vos droits' })).toBeVisible();
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-CA' });

    test('the English terms address offers the French version first, and English on request', async ({ page }) => {
      await page.goto('/terms-of-service');
      await expect(page).toHaveURL(/\/fr\/conditions-d-utilisation$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales' })).toBeVisible();
      await page.getByRole('link', { name: 'English version' }).click();
      await expect(page).toHaveURL(/\/terms-of-service\?lang=en$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    });

    test('registration links its consent to the French terms', async ({ page }) => {
      await page.goto('/auth?mode=register');
      await expect(page.getByRole('link', { name: 'conditions d’utilisation', exact: true })).toHaveAttribute('href', '/fr/conditions-d-utilisation');
      await expect(page.getByRole('link', { name: 'politique de confidentialité', exact: true })).toHaveAttribute('href', '/fr/politique-de-confidentialite');
    });
  });

  test('the security page names PIPEDA and GDPR', async ({ page }) => {
    await page.goto('/security');
    await expect(page.getByText(/PIPEDA/).first()).toBeVisible();
    await expect(page.getByText(/GDPR/).first()).toBeVisible();
  });

  test('an unknown path shows the 404 page, with the site shell', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  });

  test('the thank-you page links to the dashboard', async ({ page }) => {
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { name: 'Thank You for Joining Ledgerleaf!' })).toBeVisible();
    await expect(page.getByText('Your subscription has been activated successfully.')).toBeVisible();
  });
});
