import { lazy, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { SiteLayout } from './layout/site-layout';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

// Every page is its own chunk, so a visitor to the landing page downloads neither
// the dashboard nor the legal texts.
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return <Page />;
}

const landing = lazyPage(
  () => import('./landing/components/landing-page'),
  (m) => m.LandingPage,
);
const auth = lazyPage(
  () => import('./auth-page'),
  (m) => m.AuthPage,
);
const dashboard = lazyPage(
  () => import('./dashboard/dashboard-page'),
  (m) => m.DashboardPage,
);
const thankYou = lazyPage(
  () => import('../features/billing/components/thank-you-page'),
  (m) => m.ThankYouPage,
);
// The legal pages come with the reader's province (a Québec client reads them in French first).
const legalReader = () => import('./legal-reader');
const privacy = lazyPage(
  () => Promise.all([import('../features/legal/components/privacy-policy-page'), legalReader()]),
  ([m, reader]) => reader.withClientProvince(m.PrivacyPolicyPage),
);
const terms = lazyPage(
  () => Promise.all([import('../features/legal/components/terms-page'), legalReader()]),
  ([m, reader]) => reader.withClientProvince(m.TermsPage),
);
const security = lazyPage(
  () => Promise.all([import('../features/legal/components/security-page'), legalReader()]),
  ([m, reader]) => reader.withClientProvince(m.SecurityPage),
);
const oauthCallback = lazyPage(
  () => import('../features/bank/components/oauth-callback-page'),
  (m) => m.OAuthCallbackPage,
);
// The session guard (and its error state) only matters on the dashboard.
const ProtectedRoute = lazy(() => import('../features/auth').then((m) => ({ default: m.ProtectedRoute })));

// /admin/* is not listed: the staff console is a separate app on the same origin.
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: landing },
      // The French landing page (prerendered as dist/landing-fr.html).
      { path: 'fr', element: landing },
      { path: 'auth', element: auth },
      { path: 'auth/reset/:token', element: auth },
      // Each legal page at its English and its French address (i18n/legal-paths.ts).
      { path: 'privacy-policy', element: privacy },
      { path: 'fr/politique-de-confidentialite', element: privacy },
      { path: 'terms-of-service', element: terms },
      { path: 'fr/conditions-d-utilisation', element: terms },
      { path: 'security', element: security },
      { path: 'fr/securite', element: security },
      { path: 'thank-you', element: thankYou },
      { path: 'oauth-callback', element: oauthCallback },
      { path: 'dashboard', element: <ProtectedRoute>{dashboard}</ProtectedRoute> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * For RouterProvider's `flushSync` prop, so a navigation can opt out of transitions
 * (see useLogout). The prop's type wants a function returning undefined.
 */
export function routerFlushSync(fn: () => unknown): undefined {
  flushSync(fn);
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * `prerendered`: the page on screen is the build-time landing page the app takes over
 * (prerender/landing-takeover.tsx). The router is told the page was rendered on the
 * server (empty hydration data: no route has a loader), so it keeps the visitor's
 * scroll position instead of resetting it as on a fresh load.
 */
export function createAppRouter({ prerendered = false } = {}): AppRouter {
  return createBrowserRouter(routes, prerendered ? { hydrationData: { loaderData: {} } } : undefined);
}
