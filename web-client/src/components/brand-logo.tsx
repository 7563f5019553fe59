import { currentLocale } from '../i18n/i18n';
import { LANDING_PATHS } from '../i18n/landing-paths';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import SpaIcon from '@mui/icons-material/Spa';
import { Link as RouterLink } from 'react-router';
import { BRAND } from '@ledgerleaf/contracts';

/** The brand name with its leaf mark, linking home. */
export function BrandLogo() {
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
      {BRAND.name}
    </Link>
  );
}
