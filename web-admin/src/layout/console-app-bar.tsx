import { Box, CircularProgress, Typography } from '@mui/material';
import { AppBar, LocalesMenuButton, RefreshIconButton, TitlePortal, useLoading, UserMenu, useTranslate } from 'react-admin';
import { BackToSiteButton } from './back-to-site-button';
import { LogoutMenuItem } from './logout-menu-item';

/**
 * react-admin's LoadingIndicator, with a name on its spinner: its unnamed progressbar was an
 * accessibility failure (axe-core's aria-progressbar-name) on every console page while loading.
 */
const ConsoleLoadingIndicator = () => {
  const loading = useLoading();
  const translate = useTranslate();
  return loading ? (
    <Box sx={{ width: 40, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress color="inherit" size={16} thickness={6} aria-label={translate('ledgerleaf.layout.loading')} />
    </Box>
  ) : (
    <RefreshIconButton />
  );
};

const toolbar = (
  <>
    <BackToSiteButton />
    {/* The staff member's own language (English / Français), remembered in react-admin's store. */}
    <LocalesMenuButton />
    <ConsoleLoadingIndicator />
  </>
);

const userMenu = (
  <UserMenu>
    <LogoutMenuItem />
  </UserMenu>
);

export const ConsoleAppBar = () => {
  const translate = useTranslate();
  return (
    <AppBar toolbar={toolbar} userMenu={userMenu}>
      <Typography variant="h6" component="span" noWrap sx={{ mr: 3 }}>
        {translate('ledgerleaf.layout.title')}
      </Typography>
      <TitlePortal variant="subtitle1" />
    </AppBar>
  );
};
