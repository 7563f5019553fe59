import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoClient, demoFrenchClient, demoStaff, logIn } from './support/session';

/**
 * The accessibility pass (issue 31, point 6): axe-core's WCAG 2.1 A/AA rules on every screen
 * a person reads, failing on a serious or critical finding. Each screen is read once it shows
 * its content (not its loading state).
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const colours = (n: { any: { data?: unknown }[] }) => {
    const data = n.any.find((c) => c.data && typeof c.data === 'object' && 'contrastRatio' in c.data)?.data as
      { fgColor: string; bgColor: string; contrastRatio: number } | undefined;
    return data ? ` [${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}]` : '';
  };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.html.slice(0, 120)}${colours(n)}`)
          .join(' | ')}`,
    );
}

const CLIENT_TABS = ['reports', 'balance-sheet', 'new', 'history', 'csv', 'receipts', 'sales-tax', 'messages', 'profile', 'transactions'];
const CONSOLE_PAGES = [
  '',
  'monthly-reports',
  'pending-submissions',
  'completed-submissions',
  'edit-requests',
  'call-requests',
  'rejected-reports',
  'messages',
  'users',
  'year-end-packages',
  'questions',
  'conversations',
  'csv-uploads',
  'access-log',
  'staff',
  'month-close',
  'receipts',
];

/** Reads a screen once its loading state is gone; the findings name each rule and up to four elements. */
async function expectNoSeriousFinding(page: Page, { settled = true } = {}): Promise<void> {
  await page.waitForLoadState('load');
  if (settled) await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  // A screen caught mid-refresh (a list refetching, a button dimmed while it saves) is read again
  // a moment later: what fails is a finding that is still there.
  const first = await seriousFindings(page);
  if (first.length) await page.waitForTimeout(2_000);
  expect(first.length ? await seriousFindings(page) : first).toEqual([]);
}

/** The console's language is the staff member's own choice, kept in react-admin's store. */
const CONSOLE_IN_FRENCH = () => window.localStorage.setItem('RaStore.locale', JSON.stringify('fr-CA'));

test.describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const path of ['/', '/auth?mode=login', '/auth?mode=register', '/terms', '/privacy']) {
    test(`public page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      // The landing's contact form shows its placeholder spinner until the visitor scrolls near it.
      await expectNoSeriousFinding(page, { settled: false });
    });
  }

  test.describe('in French', () => {
    test.use({ locale: 'fr-CA' });
    for (const path of ['/fr', '/auth?mode=login', '/auth?mode=register']) {
      test(`public page ${path} (fr-CA)`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
        await expect(page.getByRole('main')).toBeVisible();
        await expectNoSeriousFinding(page, { settled: false });
      });
    }
  });

  // One login per person for all their screens: 64 logins would trip the login limits for the specs after this one.
  type Who = 'client' | 'french client' | 'staff';
  const sessions = new Map<Who, Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>>();
  const pageAs = async (browser: Browser, who: Who, { consoleInFrench = false } = {}): Promise<Page> => {
    if (!sessions.has(who)) {
      const context = await browser.newContext();
      await logIn(await context.newPage(), who === 'client' ? demoClient() : who === 'french client' ? demoFrenchClient() : demoStaff());
      sessions.set(who, await context.storageState());
      await context.close();
    }
    const context = await browser.newContext({ storageState: sessions.get(who) });
    if (consoleInFrench) await context.addInitScript(CONSOLE_IN_FRENCH);
    return context.newPage();
  };

  // Avery reads her dashboard in English, Élise hers in French (her profile's language).
  for (const [who, lang] of [
    ['client', 'en-CA'],
    ['french client', 'fr-CA'],
  ] as const) {
    for (const tab of CLIENT_TABS) {
      test(`the client's dashboard, ${tab} (${lang})`, async ({ browser }) => {
        const page = await pageAs(browser, who);
        await page.goto(`/dashboard?tab=${tab}`);
        await expect(page.getByRole('tabpanel').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoSeriousFinding(page);
      });
    }
  }

  for (const consoleInFrench of [false, true]) {
    for (const resource of CONSOLE_PAGES) {
      test(`the console, ${resource || 'dashboard'} (${consoleInFrench ? 'fr-CA' : 'en-CA'})`, async ({ browser }) => {
        const page = await pageAs(browser, 'staff', { consoleInFrench });
        await page.goto(`/admin/${resource}`);
        await expect(page.getByRole('main')).toBeVisible();
        if (consoleInFrench) await expect(page.getByRole('button', { name: 'Français' })).toBeVisible();
        await expectNoSeriousFinding(page);
      });
    }
  }
});
