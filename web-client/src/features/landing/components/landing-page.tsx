import Box from '@mui/material/Box';
import { PageSpinner } from '../../../components/page-spinner';
import { useUser } from '../../auth';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { HeroSection } from './hero-section';
import { LandingTopBar } from './landing-top-bar';

export function LandingPage() {
  const { data: user, isPending } = useUser();
  useScrollToHash(!isPending);

  if (isPending) return <PageSpinner minHeight="100vh" />;
  const isLoggedIn = Boolean(user);

  return (
    // Sections sit below a fixed bar: keep their headings clear of it when scrolled to.
    <Box sx={{ '& section[id]': { scrollMarginTop: 72 } }}>
      <LandingTopBar isLoggedIn={isLoggedIn} />
      <HeroSection isLoggedIn={isLoggedIn} />
    </Box>
  );
}
