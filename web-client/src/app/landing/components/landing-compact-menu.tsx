import { useState, type MouseEvent } from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { LANDING_SECTIONS, scrollToSection } from '../sections';

/** The section links and the account link folded into one menu on narrow screens. */
export function LandingCompactMenu({ isLoggedIn }: { isLoggedIn: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const goTo = (id: string) => {
    close();
    scrollToSection(id);
  };

  return (
    <>
      <IconButton
        aria-label="Open navigation menu"
        aria-controls={anchor ? 'landing-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        aria-haspopup="true"
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu id="landing-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {LANDING_SECTIONS.map(({ id, label }) => (
          <MenuItem key={id} onClick={() => goTo(id)}>
            {label}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to={isLoggedIn ? '/dashboard' : '/auth?mode=login'}>
          {isLoggedIn ? 'Dashboard' : 'Log In'}
        </MenuItem>
      </Menu>
    </>
  );
}
