import Link from '@mui/material/Link';
import SpaIcon from '@mui/icons-material/Spa';
import { Link as RouterLink } from 'react-router';
import { BRAND } from '@ledgerleaf/contracts';

/** The brand name with its leaf mark, linking home. */
export function BrandLogo() {
  return (
    <Link
      component={RouterLink}
      to="/"
      underline="none"
      aria-label={`${BRAND.name} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main', fontWeight: 800, fontSize: '1.35rem' }}
    >
      <SpaIcon aria-hidden />
      {BRAND.name}
    </Link>
  );
}
