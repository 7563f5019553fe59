import { currentLocale } from '../i18n/i18n';
import { LANDING_PATHS } from '../i18n/landing-paths';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import SpaIcon from '@mui/icons-material/Spa';
import { Link as RouterLink } from 'react-router';
import { BRAND } from '@ledgerleaf/contracts';

/**
 * The brand name with its leaf mark, linking home. `compact` (a phone's crowded top bar) keeps
 * only the mark below 400 px: in French the bar's buttons are longer and pushed the menu off the screen.
 */
export function BrandLogo({ compact = false }: { compact?: boolean } = {}) {
  const { t } = useTranslation('layout');
  return (
    <Link
      component={RouterLink}
      to={LANDING_PATHS[currentLocale()]}
      underline="none"
      aria-label={t('home', { brand: BRAND.name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main', fontWeight: 800, fontSize: '1.35rem' }}
    >
      <SpaIcon aria-hidden />
      <Box component="span" sx={compact ? { '@media (max-width: 399.95px)': { display: 'none' } } : undefined}>
        {BRAND.name}
      </Box>
    </Link>
  );
}
