import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSpinner } from '../../components/page-spinner';
import { TaxQuestionnaireGate } from '../../features/account';
import { ViewContentTracker } from '../../features/conversions';
import { SiteFooter } from './site-footer';
import { SiteTopBar } from './site-top-bar';
import { useUserLocale } from '../../i18n/user-locale';
import { isLandingPath } from '../../i18n/landing-paths';

/** Top bar (except on the landing page, which brings its own), the page, the footer. */
export function SiteLayout() {
  const { pathname } = useLocation();
  // After login the user's saved language wins (users.locale).
  useUserLocale();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ScrollRestoration />
      <ViewContentTracker />
      <TaxQuestionnaireGate />
      {!isLandingPath(pathname) && <SiteTopBar />}
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
