import { Navigate, useLocation } from 'react-router';
import { currentLocale, setLocale } from '../../../i18n/i18n';
import { LANDING_PATHS, localeOfLandingPath } from '../../../i18n/landing-paths';
import { useEffect, useLayoutEffect } from 'react';
import Box from '@mui/material/Box';
import { PageSpinner } from '../../../components/page-spinner';
import { useUser } from '../../../lib/auth';
import { announceLandingRendered } from '../../../prerender/landing-rendered';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingTopBar } from './landing-top-bar';
import { PricingSection } from './pricing-section';
import { ReviewsSection } from './reviews-section';
import { TrackTransactionsSection } from './track-transactions-section';
import { TrackedServicesSection } from './tracked-services-section';
import { WhoWeAreSection } from './who-we-are-section';

export function LandingPage() {
  const { data: user, isPending } = useUser();
  const { pathname } = useLocation();
  const pathLocale = localeOfLandingPath(pathname);
  // "/fr" is the French landing page: the screens follow the address.
  const wrongLanguage = pathLocale === 'fr-CA' && currentLocale() !== 'fr-CA';
  useLayoutEffect(() => {
    if (wrongLanguage) void setLocale('fr-CA');
  }, [wrongLanguage]);
  useScrollToHash(!isPending);
  // The prerendered page waits for this to hand the screen over to the app.
  useEffect(() => {
    if (!isPending) announceLandingRendered();
  }, [isPending]);

  if (isPending) return <PageSpinner minHeight="100vh" />;
  // A French visitor who reaches "/" in the app is shown the French landing page.
  if (pathLocale === 'en-CA' && currentLocale() === 'fr-CA') return <Navigate to={LANDING_PATHS['fr-CA']} replace />;
  const isLoggedIn = Boolean(user);

  return (
    // Sections sit below a fixed bar: keep their headings clear of it when scrolled to.
    <Box sx={{ '& section[id]': { scrollMarginTop: 72 } }}>
      <LandingTopBar isLoggedIn={isLoggedIn} />
      <HeroSection isLoggedIn={isLoggedIn} />
      <HowItWorksSection />
      <TrackTransactionsSection />
      <TrackedServicesSection />
      <AboutSection />
      <WhoWeAreSection />
      <PricingSection user={user} />
      <ReviewsSection />
      <FaqSection />
      <ContactSection />
    </Box>
  );
}
