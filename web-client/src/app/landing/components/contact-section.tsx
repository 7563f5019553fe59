import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { BRAND } from '@ledgerleaf/contracts';
import { LazyContactForm } from '../../../features/contact';
import { LandingSection } from './landing-section';

const telHref = `tel:${BRAND.phone.replace(/[^\d+]/g, '')}`;

export function ContactSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="contact" eyebrow={t('contact.eyebrow')} title={t('contact.title')} intro={t('contact.intro')}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2.5} component="address" sx={{ fontStyle: 'normal' }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <EmailIcon color="primary" aria-hidden />
              <Link href={`mailto:${BRAND.email}`}>{BRAND.email}</Link>
            </Stack>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <PhoneIcon color="primary" aria-hidden />
              <Link href={telHref}>{BRAND.phone}</Link>
            </Stack>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <ScheduleIcon color="primary" aria-hidden />
              <Typography>{t('contact.hours')}</Typography>
            </Stack>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
            <LazyContactForm />
          </Paper>
        </Grid>
      </Grid>
    </LandingSection>
  );
}
