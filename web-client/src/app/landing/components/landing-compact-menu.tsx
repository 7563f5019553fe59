import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';

// The menu (and MUI's popover and modal code under it) is fetched when a visitor
// reaches for the button, not with the page.
const loadMenu = () => import('./landing-navigation-menu');
const LandingNavigationMenu = lazy(() => loadMenu().then((module) => ({ default: module.LandingNavigationMenu })));

function preloadMenu() {
  // A failed prefetch is harmless: opening the menu fetches (and reports) again.
  loadMenu().catch(() => undefined);
}

/** The section links and the account link folded into one menu on narrow screens. */
export function LandingCompactMenu({ isLoggedIn }: { isLoggedIn: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { t } = useTranslation('landing');
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <IconButton
        aria-label={t('openMenu')}
        aria-controls={anchor ? 'landing-menu' : undefined}
        aria-expanded={Boolean(anchor)}
        aria-haspopup="true"
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <MenuIcon />
      </IconButton>
      {/* Stays mounted once opened, so closing animates. */}
      {wanted && (
        <Suspense fallback={null}>
          <LandingNavigationMenu id="landing-menu" anchor={anchor} isLoggedIn={isLoggedIn} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
