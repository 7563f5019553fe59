// Issue 31 in the client SPA: the French landing page at /fr, registration in French, and
// the demo client's dashboard switched to French with no English left on the screens
// walked (their visible text compared with the English catalogue's texts that differ in French).
import { expect, test } from '@playwright/test';
import { NAMESPACES } from '../web-client/src/i18n/locales';
import { layout } from '../web-client/src/i18n/locales/layout';
import { receipts } from '../web-client/src/i18n/locales/receipts';
import { englishOnly, expectNoEnglish, leaves, type Namespace } from './support/catalogue';
import { demoClient, demoFrenchClient, logIn } from './support/session';

test.describe('the client in French (issue 31)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the landing page at /fr', async ({ page }) => {
    await page.goto('/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    for (const [lang, href] of [
      ['en-CA', '/'],
      ['fr-CA', '/fr'],
      ['x-default', '/'],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La tenue de livres des petites entreprises canadiennes, faite pour vous');
    await expect(page.getByRole('link', { name: 'Commencer' })).toBeVisible();
    // And the English page stays English, pointing to the French one.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', '/fr');
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-CA' });

    test('registration in French sends the French language', async ({ page }) => {
      await page.goto('/auth?mode=register');
      await expect(page.getByRole('heading', { name: 'Créez votre compte Ledgerleaf' })).toBeVisible();
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(page.getByText('Le prénom est obligatoire')).toBeVisible();

      const email = `fr-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ca`;
      await page.getByLabel('Prénom').fill('Gabrielle');
      await page.getByLabel('Nom de famille').fill('Roy');
      await page.getByLabel('Courriel').fill(email);
      await page.getByLabel('Téléphone').fill('5145550199');
      await page.getByLabel('Mot de passe', { exact: true }).fill('sirop-erable-42');
      const registration = page.waitForRequest((request) => request.url().endsWith('/api/register') && request.method() === 'POST');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      expect((await registration).postDataJSON()).toMatchObject({ email, locale: 'fr-CA' });
      expect((await registration).headers()['accept-language']).toBe('fr-CA');
    });
  });

  // One login for the dashboard; the demo client is put back in English afterwards.
  test('the dashboard switched to French', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, demoClient());
    try {
      // The switch is in the top bar and in the footer: either does.
      await page.getByRole('button', { name: 'Afficher le site en français' }).first().click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(page.getByRole('button', { name: 'Show the site in English' }).first()).toBeVisible();

      await page.goto('/dashboard?tab=receipts');
      await expect(page.getByRole('heading', { name: 'Reçus manquants' })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Déconnexion' }).or(page.getByRole('button', { name: 'Déconnexion' }))).toBeVisible();
      await expectNoEnglish(page, englishOnly([layout, receipts]));
    } finally {
      // The demo client is shared with the other specs: back to English.
      const english = page.getByRole('button', { name: 'Show the site in English' }).first();
      if (await english.isVisible()) {
        // The switch is saved to the profile in the background: wait for it before closing.
        const saved = page
          .waitForResponse((r) => r.url().endsWith('/api/user/profile') && r.request().method() === 'PATCH', { timeout: 15_000 })
          .catch(() => null);
        await english.click();
        await saved;
      }
      await context.close();
    }
  });

  // Élise reads her books in French (her profile's language): every tab of her dashboard, no
  // text of the SPA's English catalogue (any namespace) that French says differently.
  test('every tab of the French client’s dashboard, no English left', async ({ browser }) => {
    const namespaces = Object.values(NAMESPACES) as Namespace[];
    // An English text that French also writes ("Transactions", "Version") says nothing of English left.
    const french = namespaces.flatMap((ns) => [...leaves(ns['fr-CA']).values()]).join('\n');
    const english = englishOnly(namespaces).filter((text) => !french.includes(text));
    expect(english.length).toBeGreaterThan(100);
    // The login form in English (the helper's labels); her profile's language takes over once she is in.
    const context = await browser.newContext({ locale: 'en-CA' });
    const page = await context.newPage();
    await logIn(page, demoFrenchClient());
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    for (const tab of ['reports', 'balance-sheet', 'new', 'history', 'csv', 'receipts', 'sales-tax', 'messages', 'profile', 'transactions']) {
      await page.goto(`/dashboard?tab=${tab}`);
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
      const visible = await page.locator('body').innerText();
      expect(english.filter((text) => visible.includes(text)).map((text) => `${tab}: ${text}`)).toEqual([]);
    }
    await context.close();
  });
});
