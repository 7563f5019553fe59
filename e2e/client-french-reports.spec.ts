// Issue 31 in the client SPA: the demo client's Monthly Reports and Sales tax tabs switched to
// French, with no English phrase of their catalogues left on the screen (the client's own
// category and account names are data, and single words are left out for that reason).
import { expect as baseExpect, test } from '@playwright/test';
import { reports } from '../web-client/src/i18n/locales/reports';
import { tax } from '../web-client/src/i18n/locales/tax';
import { englishOnly, expectNoEnglish } from './support/catalogue';
import { demoClient, logIn } from './support/session';

// Worksheets are computed from the transactions when asked, on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test('the Monthly Reports and Sales tax tabs switched to French', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, demoClient());
  try {
    await page.getByRole('button', { name: 'Afficher le site en français' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

    await page.goto('/dashboard?tab=reports');
    await expect(page.getByRole('heading', { name: 'Rapports mensuels' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Configuration des catégories' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Produire le mois dernier' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoEnglish(page, englishOnly([reports], { minLength: 8, phrasesOnly: true }));

    await page.goto('/dashboard?tab=sales-tax');
    const current = page.getByRole('region', { name: 'Période en cours' });
    await expect(current.getByRole('table', { name: 'Lignes de la déclaration' })).toContainText('Taxe nette (105 − 108)');
    await expect(page.getByRole('heading', { name: 'Exportations pour votre comptable' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dossier de fin d’exercice' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expectNoEnglish(page, englishOnly([tax], { minLength: 8, phrasesOnly: true }));
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
