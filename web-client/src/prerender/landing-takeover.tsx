// The app taking over the prerendered landing page (loaded by landing-bootstrap.ts). It
// renders off-screen beside the static markup and swaps in once its landing page shows
// (the visitor's state known, nothing loading), keeping the scroll position and the
// focused control, so the page looks the same before and after.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { CurrentUser } from '@ledgerleaf/contracts';
import { App } from '../app/app';
import { createAppRouter } from '../app/router';
import { USER_QUERY_KEY } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { findControl, keyOf, type ControlKey } from './control-key';
import { landingRendered } from './landing-rendered';
import { setLocale } from '../i18n/i18n';
import { localeOfLandingPath } from '../i18n/landing-paths';

/** Replays a control the visitor activated on the static page on the app's same control; false when the app has none. */
export type Replay = (key: ControlKey) => boolean;

/** The page's own GET /api/user answer: the member, null for a visitor, undefined when it has not answered. */
export type KnownSession = CurrentUser | null | undefined;

export async function takeOver(session: KnownSession): Promise<Replay> {
  const prerendered = document.getElementById('root');
  if (!prerendered) throw new Error('The landing page has no #root element');
  const container = document.createElement('div');
  container.hidden = true;
  // Before the static markup, so the app's own sections are the ones document.getElementById finds.
  prerendered.before(container);

  // The session the page already asked for is the app's first answer, so it is not asked twice.
  if (session !== undefined && queryClient.getQueryData(USER_QUERY_KEY) === undefined) queryClient.setQueryData(USER_QUERY_KEY, session);
  // The app takes over in the language of the page on screen ("/" English, "/fr" French).
  const pageLocale = localeOfLandingPath(window.location.pathname);
  if (pageLocale) await setLocale(pageLocale);
  const rendered = landingRendered();
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter({ prerendered: true })} />
    </StrictMode>,
  );
  await rendered;

  const focused = document.activeElement && prerendered.contains(document.activeElement) ? keyOf(document.activeElement, prerendered) : null;
  const { scrollX, scrollY } = window;
  container.hidden = false;
  prerendered.remove();
  container.id = 'root';
  window.scrollTo(scrollX, scrollY);
  if (focused) findControl(focused, container)?.focus({ preventScroll: true });

  return (key) => {
    const control = findControl(key, container);
    if (!control) return false;
    control.focus({ preventScroll: true });
    control.click();
    return true;
  };
}
