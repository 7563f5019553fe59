import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';

// Replaces react-admin's <Logout> so that a failed POST /api/logout tells the user,
// instead of leaving them on the page with nothing but an unhandled rejection.
export const LogoutMenuItem = () => {
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();
  const userMenu = useUserMenu();

  const handleClick = () =>
    logout(undefined, undefined, false).catch(() => {
      userMenu?.onClose();
      notify('ledgerleaf.layout.logoutFailed', { type: 'error' });
    });

  return (
    <MenuItem onClick={handleClick}>
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ra.auth.logout')}</ListItemText>
    </MenuItem>
  );
};
