import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { NavLink, Link as RouterLink } from 'react-router';
import type { CurrentUser } from '@ledgerleaf/contracts';
import { BookCallButton } from '../../features/contact';
import { BrandLogo } from '../../components/brand-logo';
import { useTranslation } from 'react-i18next';
import { useLogout, useUser } from '../../lib/auth';
import { LanguageSwitch } from '../../i18n/language-switch';

function MemberLinks({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const { t } = useTranslation('layout');
  return (
    <>
      <Button component={NavLink} to="/dashboard" sx={{ '&.active': { bgcolor: 'action.selected' } }}>
        {t('dashboard')}
      </Button>
      {user.isAdmin && (
        // The staff console is a separate app on this origin: a full page load, not a route.
        <Button href="/admin">{t('admin')}</Button>
      )}
      <Button variant="outlined" onClick={() => logout.mutate()} disabled={logout.isPending}>
        {t('logout')}
      </Button>
    </>
  );
}

function VisitorLinks() {
  const { t } = useTranslation('layout');
  return (
    <>
      <Button component={RouterLink} to="/auth?mode=login">
        {t('logIn')}
      </Button>
      <BookCallButton size="small" />
    </>
  );
}

/** The top bar of every page except the landing page, which has its own. */
export function SiteTopBar() {
  const { data: user, isPending } = useUser();
  const { t } = useTranslation('layout');
  // On a phone the language switch shows two letters and the links wrap under the logo when they
  // must: in French ("Tableau de bord", "Déconnexion") one row pushed Log out off a 360 px screen.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar component="nav" aria-label={t('mainNav')} sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 0.5, sm: 0 } }}>
        <BrandLogo />
        <Box sx={{ flexGrow: 1 }} />
        {/* Nothing until the session is known, so visitors' links never flash for members. */}
        {!isPending && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <LanguageSwitch size="small" compact={isPhone} />
            {user ? <MemberLinks user={user} /> : <VisitorLinks />}
          </Stack>
        )}
      </Toolbar>
    </AppBar>
  );
}
