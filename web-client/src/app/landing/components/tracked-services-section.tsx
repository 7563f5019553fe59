import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { LandingSection } from './landing-section';

export const TRACKED_SERVICES = ['income', 'bank', 'spending', 'profitLoss', 'balanceSheet', 'reconciliations', 'gst'] as const;

export function TrackedServicesSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="services" eyebrow={t('services.eyebrow')} title={t('services.title')} intro={t('services.intro')}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {TRACKED_SERVICES.map((service) => (
          <Grid key={service} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <CheckCircleIcon color="primary" aria-hidden />
                <Typography sx={{ fontWeight: 600 }}>{t(`services.items.${service}`)}</Typography>
              </Stack>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </LandingSection>
  );
}
