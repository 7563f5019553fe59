import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BRAND } from '@ledgerleaf/contracts';
import { SocialLinks } from './social-links';

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/security', label: 'Security' },
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
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <FooterColumn title="Contact us">
            <Stack spacing={1}>
              <Link href={`mailto:${BRAND.email}`} color="inherit">
                {BRAND.email}
              </Link>
              <Link href={telHref} color="inherit">
                {BRAND.phone}
              </Link>
            </Stack>
          </FooterColumn>
          <FooterColumn title="Our promise">
            <Typography variant="body2">{BRAND.satisfactionGuarantee}</Typography>
          </FooterColumn>
          <FooterColumn title="Follow us">
            <SocialLinks />
          </FooterColumn>
          <FooterColumn title="Legal">
            <Stack component="nav" aria-label="Legal" spacing={1}>
              {LEGAL_LINKS.map(({ to, label }) => (
                <Link key={to} component={RouterLink} to={to} color="inherit">
                  {label}
                </Link>
              ))}
            </Stack>
          </FooterColumn>
        </Box>
        <Divider sx={{ my: 3, borderColor: 'rgba(255, 255, 255, 0.2)' }} />
        <Typography variant="body2" sx={{ textAlign: 'center', opacity: 0.8 }}>
          © {year} {BRAND.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
