import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BookCallButton } from '../../../features/contact';
import { BrandLogo } from '../../../components/brand-logo';
import { useActiveSection } from '../hooks/use-active-section';
import { LANDING_SECTIONS } from '../sections';
import { LandingAuthActions } from './landing-auth-actions';
import { LandingCompactMenu } from './landing-compact-menu';
import { LandingSectionButtons } from './landing-section-buttons';

const SECTION_IDS = LANDING_SECTIONS.map((section) => section.id);

export function LandingTopBar({ isLoggedIn }: { isLoggedIn: boolean }) {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('lg'));
  const activeId = useActiveSection(SECTION_IDS);

  return (
    <AppBar position="fixed" color="inherit" elevation={1}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <BrandLogo />
        <Box sx={{ flexGrow: 1 }} />
        {isCompact ? (
          <>
            {!isLoggedIn && <BookCallButton size="small" />}
            <LandingCompactMenu isLoggedIn={isLoggedIn} />
          </>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LandingSectionButtons activeId={activeId} />
            <LandingAuthActions isLoggedIn={isLoggedIn} />
          </Stack>
        )}
      </Toolbar>
    </AppBar>
  );
}
