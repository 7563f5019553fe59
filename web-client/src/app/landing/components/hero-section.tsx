import { planAmount } from '../plan-price';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { Link as RouterLink } from 'react-router';
import { BookCallButton } from '../../../features/contact';

const HIGHLIGHTS = ['plans', 'turnaround', 'hosted'] as const;

export function HeroSection({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        pt: { xs: 14, md: 20 },
        pb: { xs: 10, md: 14 },
        color: 'common.white',
        background: 'linear-gradient(135deg, #0f2a44 0%, #1b5e3f 100%)',
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="hero-title" variant="h2" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2.2rem', md: '3.5rem' } }}>
          {t('hero.title')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 3, fontWeight: 400, opacity: 0.9 }}>
          {t('hero.lead')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5, justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to={isLoggedIn ? '/dashboard' : '/auth'}
            variant="contained"
            size="large"
            color="primary"
            sx={{ bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
          >
            {t('hero.getStarted')}
          </Button>
          <BookCallButton size="large">{t('hero.requestCall')}</BookCallButton>
        </Stack>
        <Typography variant="body2" sx={{ mt: 3, display: 'inline-flex', alignItems: 'center', gap: 1, opacity: 0.85 }}>
          <LockIcon fontSize="small" aria-hidden />
          {t('hero.plaid')}
        </Typography>
        <Stack component="ul" direction="row" useFlexGap sx={{ mt: 4, p: 0, listStyle: 'none', justifyContent: 'center', flexWrap: 'wrap', gap: 1 }}>
          {HIGHLIGHTS.map((highlight) => (
            <li key={highlight}>
              <Chip
                label={t(`hero.highlights.${highlight}`, { price: t('perPeriod', { amount: planAmount('MONTHLY'), period: t('plans.MONTHLY.period') }) })}
                sx={{ color: 'common.white', borderColor: 'rgba(255, 255, 255, 0.5)' }}
                variant="outlined"
              />
            </li>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
