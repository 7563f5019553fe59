import { expect, test, type Page } from '@playwright/test';
import { demoFrenchClient, logIn } from './support/session';

/**
 * Issue 31, point 5: every client screen in French at phone width, screenshotted, failing on
 * text that overflows its box. French runs 15–30 % longer than English: a label that fits in
 * English can push a button off a 360 px screen or spill out of a chip. Walked as Élise, the
 * French-speaking demo client (her screens are French from her profile's language).
 *
 * What counts as overflow: the page scrolls sideways, or an element holding text is wider
 * inside than its box (scrollWidth > clientWidth) while it neither scrolls (overflow auto or
 * scroll: a table in a scroll box is the phone layout) nor cuts its text on purpose (an
 * ellipsis). Each screenshot is attached to the report for a person to look at.
 */
const PHONE = { width: 360, height: 740 };
const CLIENT_TABS = ['reports', 'balance-sheet', 'new', 'history', 'csv', 'receipts', 'sales-tax', 'messages', 'profile', 'transactions'];
const PUBLIC_PAGES = ['/fr', '/auth?mode=login', '/auth?mode=register'];

interface Overflow {
  element: string;
  text: string;
  inner: number;
  box: number;
}

/** The elements whose own text is wider than their box, and the page's sideways scroll. */
async function overflowing(page: Page): Promise<{ pageScroll: number; elements: Overflow[] }> {
  return page.evaluate(() => {
    const scrolls = (style: CSSStyleDeclaration) => ['auto', 'scroll'].includes(style.overflowX);
    // A box that scrolls sideways (a wide table on a phone) or clips on purpose (the reviews' moving band) holds what is beyond its edge.
    const clips = (style: CSSStyleDeclaration) => scrolls(style) || ['hidden', 'clip'].includes(style.overflowX);
    const insideScrollBox = (el: Element): boolean => {
      for (let p = el.parentElement; p; p = p.parentElement) if (clips(getComputedStyle(p)) && p.scrollWidth > p.clientWidth) return true;
      return false;
    };
    const elements: Overflow[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!ownText || el.clientWidth === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'inline' || scrolls(style) || style.textOverflow === 'ellipsis') continue;
      // A visually hidden text (MUI's and our own "sr-only" labels) is 1 px wide on purpose.
      if (el.clientWidth <= 1 || style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
      // Beyond the screen's edge (a button pushed off a phone's top bar), unless a box scrolls to it.
      const rect = el.getBoundingClientRect();
      const offScreen = rect.width > 1 && (rect.right > window.innerWidth + 1 || rect.left < -1);
      if ((el.scrollWidth > el.clientWidth + 1 || offScreen) && !insideScrollBox(el)) {
        elements.push({
          element: `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`,
          text: ownText.slice(0, 60),
          inner: el.scrollWidth,
          box: el.clientWidth,
        });
      }
    }
    return { pageScroll: document.documentElement.scrollWidth - window.innerWidth, elements };
  });
}

async function expectNoOverflow(page: Page, name: string, { settled = true } = {}): Promise<void> {
  await page.waitForLoadState('load');
  if (settled) await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await test.info().attach(`${name} (fr-CA, ${PHONE.width} px)`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  const found = await overflowing(page);
  expect(found.pageScroll, `${name}: the page scrolls sideways by ${found.pageScroll} px`).toBeLessThanOrEqual(1);
  expect(found.elements, `${name}: text wider than its box`).toEqual([]);
}

test.describe('French at phone width (issue 31)', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: PHONE, locale: 'fr-CA', isMobile: true, hasTouch: true });

  for (const path of PUBLIC_PAGES) {
    test(`public page ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      // The landing's contact form shows its placeholder spinner until the visitor scrolls near it.
      await expectNoOverflow(page, path, { settled: false });
    });
  }

  test.describe('Élise’s dashboard', () => {
    let storageState: Awaited<ReturnType<Awaited<ReturnType<import('@playwright/test').Browser['newContext']>>['storageState']>>;

    // One login for every tab (a login per tab would trip the login limits of the specs after this one).
    test.beforeAll(async ({ browser }) => {
      // The login form in English (the helper's labels); her profile's language takes over once she is in.
      const context = await browser.newContext({ viewport: PHONE, locale: 'en-CA' });
      await logIn(await context.newPage(), demoFrenchClient());
      storageState = await context.storageState();
      await context.close();
    });

    for (const tab of CLIENT_TABS) {
      test(`tab ${tab}`, async ({ browser }) => {
        const context = await browser.newContext({ storageState, viewport: PHONE, locale: 'fr-CA', isMobile: true, hasTouch: true });
        const page = await context.newPage();
        await page.goto(`/dashboard?tab=${tab}`);
        await expect(page.getByRole('tabpanel').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
        await expectNoOverflow(page, `dashboard ${tab}`);
        await context.close();
      });
    }
  });
});
