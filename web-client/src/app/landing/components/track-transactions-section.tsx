import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CategoryIcon from '@mui/icons-material/Category';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import ShieldIcon from '@mui/icons-material/Shield';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { LandingSection } from './landing-section';
import { StepCards, type Step } from './step-cards';

const STEPS = [
  { key: 'connect', icon: <AccountBalanceIcon /> },
  { key: 'organized', icon: <CategoryIcon /> },
  { key: 'export', icon: <FileDownloadIcon /> },
] as const;

const SECURITY_POINTS = [
  { key: 'bank', icon: <ShieldIcon /> },
  { key: 'readOnly', icon: <VisibilityIcon /> },
  { key: 'disconnect', icon: <LinkOffIcon /> },
] as const;

export function TrackTransactionsSection() {
  const { t } = useTranslation('landing');
  const steps: Step[] = STEPS.map(({ key, icon }) => ({ title: t(`track.${key}.title`), text: t(`track.${key}.text`), icon }));
  return (
    <LandingSection id="track-transactions" eyebrow={t('track.eyebrow')} title={t('track.title')} intro={t('track.intro')} tinted>
      <StepCards steps={steps} />
      <Paper
        component="aside"
        aria-labelledby="security-title"
        variant="outlined"
        sx={{ mt: 6, p: { xs: 3, md: 5 }, bgcolor: 'secondary.main', color: 'common.white' }}
      >
        <Typography id="security-title" variant="h5" component="h3" sx={{ fontWeight: 700, mb: 3 }}>
          {t('track.securityTitle')}
        </Typography>
        <Grid container spacing={3}>
          {SECURITY_POINTS.map((point) => (
            <Grid key={point.key} size={{ xs: 12, md: 4 }}>
              <Stack direction="row" spacing={2}>
                <Box aria-hidden sx={{ color: 'accent.main', pt: 0.25 }}>
                  {point.icon}
                </Box>
                <Box>
                  <Typography component="h4" sx={{ fontWeight: 700 }}>
                    {t(`track.security.${point.key}.title`)}
                  </Typography>
                  <Typography variant="body2" sx={{ opacity: 0.85 }}>
                    {t(`track.security.${point.key}.text`)}
                  </Typography>
                </Box>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Paper>
    </LandingSection>
  );
}
