import { useTranslation } from 'react-i18next';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { LANDING_SECTIONS, scrollToSection } from '../sections';

interface LandingNavigationMenuProps {
  id: string;
  anchor: HTMLElement | null;
  isLoggedIn: boolean;
  onClose: () => void;
}

/** The section links and the account link, as the menu the compact top bar opens. */
export function LandingNavigationMenu({ id, anchor, isLoggedIn, onClose }: LandingNavigationMenuProps) {
  const { t } = useTranslation('landing');
  const goTo = (sectionId: string) => {
    onClose();
    scrollToSection(sectionId);
  };

  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANDING_SECTIONS.map(({ id: sectionId }) => (
        <MenuItem key={sectionId} onClick={() => goTo(sectionId)}>
          {t(`sections.${sectionId}`)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem component={RouterLink} to={isLoggedIn ? '/dashboard' : '/auth?mode=login'}>
        {isLoggedIn ? t('dashboard') : t('logIn')}
      </MenuItem>
    </Menu>
  );
}
