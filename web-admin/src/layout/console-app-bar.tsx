import { Typography } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, UserMenu } from 'react-admin';
import { BackToSiteButton } from './back-to-site-button';
import { CONSOLE_TITLE } from './console-title';
import { LogoutMenuItem } from './logout-menu-item';

const toolbar = (
  <>
    <BackToSiteButton />
    <LoadingIndicator />
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
