import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BRAND } from '@ledgerleaf/contracts';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../i18n/language-switch';
import { SocialLinks } from './social-links';

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/terms-of-service', label: 'footer.terms' },
  { to: '/security', label: 'footer.security' },
] as const;

const telHref = `tel:${BRAND.phone.replace(/[^\d+]/g, '')}`;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { t } = useTranslation('layout');
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <FooterColumn title={t('footer.contactUs')}>
            <Stack spacing={1}>
              <Link href={`mailto:${BRAND.email}`} color="inherit">
                {BRAND.email}
              </Link>
              <Link href={telHref} color="inherit">
                {BRAND.phone}
              </Link>
            </Stack>
          </FooterColumn>
          <FooterColumn title={t('footer.ourPromise')}>
            <Typography variant="body2">{t('footer.promise')}</Typography>
          </FooterColumn>
          <FooterColumn title={t('footer.followUs')}>
            <SocialLinks />
            <LanguageSwitch color="inherit" variant="outlined" size="small" sx={{ mt: 2 }} />
          </FooterColumn>
          <FooterColumn title={t('footer.legal')}>
            <Stack component="nav" aria-label={t('footer.legal')} spacing={1}>
              {LEGAL_LINKS.map(({ to, label }) => (
                <Link key={to} component={RouterLink} to={to} color="inherit">
                  {t(label)}
                </Link>
              ))}
            </Stack>
          </FooterColumn>
        </Box>
        <Divider sx={{ my: 3, borderColor: 'rgba(255, 255, 255, 0.2)' }} />
        <Typography variant="body2" sx={{ textAlign: 'center', opacity: 0.8 }}>
          {t('footer.rights', { year, brand: BRAND.name })}
        </Typography>
      </Container>
    </Box>
  );
}
