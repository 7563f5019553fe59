import { useTranslation } from 'react-i18next';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BooksIllustration } from './books-illustration';
import { LandingSection } from './landing-section';

const FACTS = ['turnaround', 'cad', 'hosted'] as const;

export function AboutSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="about" eyebrow={t('about.eyebrow')} title={t('about.title')} tinted>
      <Grid container spacing={6} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <Typography>{t('about.p1')}</Typography>
            <Typography>{t('about.p2')}</Typography>
            <Typography>{t('about.p3')}</Typography>
          </Stack>
          <Grid container spacing={2} component="dl" sx={{ mt: 3, mb: 0 }}>
            {FACTS.map((fact) => (
              <Grid key={fact} size={4}>
                <Typography component="dt" variant="h4" sx={{ fontWeight: 800, color: 'primary.main' }}>
                  {t(`about.facts.${fact}.value`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                  {t(`about.facts.${fact}.label`)}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BooksIllustration />
        </Grid>
      </Grid>
    </LandingSection>
  );
}
