import { Box, CircularProgress, Typography } from '@mui/material';
import { AppBar, RefreshIconButton, TitlePortal, useLoading, UserMenu } from 'react-admin';
import { BackToSiteButton } from './back-to-site-button';
import { CONSOLE_TITLE } from './console-title';
import { LogoutMenuItem } from './logout-menu-item';

/**
 * react-admin's LoadingIndicator, with a name on its spinner: its unnamed progressbar was an
 * accessibility failure (axe-core's aria-progressbar-name) on every console page while loading.
 */
const ConsoleLoadingIndicator = () => {
  const loading = useLoading();
  return loading ? (
    <Box sx={{ width: 40, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress color="inherit" size={16} thickness={6} aria-label="Loading" />
    </Box>
  ) : (
    <RefreshIconButton />
  );
};

const toolbar = (
  <>
    <BackToSiteButton />
    <ConsoleLoadingIndicator />
  </>
);

const userMenu = (
  <UserMenu>
    <LogoutMenuItem />
  </UserMenu>
);

export const ConsoleAppBar = () => (
  <AppBar toolbar={toolbar} userMenu={userMenu}>
    <Typography variant="h6" component="span" noWrap sx={{ mr: 3 }}>
      {CONSOLE_TITLE}
    </Typography>
    <TitlePortal variant="subtitle1" />
  </AppBar>
);
