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
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../i18n/language-switch';
import { LANDING_PATHS } from '../../../i18n/landing-paths';

const SECTION_IDS = LANDING_SECTIONS.map((section) => section.id);

export function LandingTopBar({ isLoggedIn }: { isLoggedIn: boolean }) {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('lg'));
  const activeId = useActiveSection(SECTION_IDS);
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  // The landing page has an address per language: the switch leads to the other one.
  const switchTo = (locale: 'en-CA' | 'fr-CA') => navigate(LANDING_PATHS[locale]);

  return (
    <AppBar position="fixed" color="inherit" elevation={1}>
      <Toolbar component="nav" aria-label={t('mainNav')} sx={{ gap: 1 }}>
        <BrandLogo compact={isCompact} />
        <Box sx={{ flexGrow: 1 }} />
        {isCompact ? (
          <>
            {/* Two letters on a phone: the menu button must stay within the screen. */}
            <LanguageSwitch size="small" color="inherit" compact onSwitched={switchTo} />
            {!isLoggedIn && <BookCallButton size="small" />}
            <LandingCompactMenu isLoggedIn={isLoggedIn} />
          </>
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LandingSectionButtons activeId={activeId} />
            <LanguageSwitch size="small" color="inherit" onSwitched={switchTo} />
            <LandingAuthActions isLoggedIn={isLoggedIn} />
          </Stack>
        )}
      </Toolbar>
    </AppBar>
  );
}
