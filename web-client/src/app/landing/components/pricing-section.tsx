import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { Link as RouterLink } from 'react-router';
import { PAID_PLANS, PLANS, type CurrentUser } from '@ledgerleaf/contracts';
import { planAmount } from '../plan-price';
import { planChoiceTarget } from '../plan-choice-target';
import { LandingSection } from './landing-section';

export function PricingSection({ user }: { user: CurrentUser | null | undefined }) {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="pricing" eyebrow={t('pricing.eyebrow')} title={t('pricing.title')} intro={t('pricing.intro')} tinted>
      <Grid container spacing={4} sx={{ justifyContent: 'center' }}>
        {PAID_PLANS.map((id) => {
          const plan = PLANS[id];
          const featured = id === 'ANNUAL';
          const amount = planAmount(id);
          const period = t(`plans.${id}.period`);
          const name = t(`plans.${id}.name`);
          const features = ['turnaround', 'revisions', 'storage', 'manager'] as const;
          return (
            <Grid key={id} size={{ xs: 12, md: 5 }}>
              <Card
                component="article"
                aria-labelledby={`plan-${id}-title`}
                variant="outlined"
                sx={{ height: '100%', borderWidth: featured ? 2 : 1, borderColor: featured ? 'primary.main' : 'divider' }}
              >
                <CardContent sx={{ p: 4, display: 'flex', flexDirection: 'column', height: '100%' }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography id={`plan-${id}-title`} variant="h5" component="h3" sx={{ fontWeight: 700 }}>
                      {name}
                    </Typography>
                    {'badge' in plan && <Chip label={t(`plans.${id}.badge`)} color="primary" />}
                  </Stack>
                  <Typography sx={{ mt: 2 }}>
                    <Typography component="span" sx={{ fontSize: '2.6rem', fontWeight: 800 }}>
                      {amount}
                    </Typography>
                    <Typography component="span" sx={{ color: 'text.secondary' }}>
                      {' '}
                      {t('pricing.per', { period })}
                    </Typography>
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{t(`plans.${id}.summary`)}</Typography>
                  <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, my: 3, flexGrow: 1 }}>
                    {features.map((feature) => (
                      <Stack key={feature} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                        <CheckIcon color="primary" fontSize="small" aria-hidden />
                        <Typography>{t(`plans.${id}.features.${feature}`)}</Typography>
                      </Stack>
                    ))}
                  </Stack>
                  <Button component={RouterLink} to={planChoiceTarget(user, id)} variant={featured ? 'contained' : 'outlined'} size="large" fullWidth>
                    {t('pricing.choose', { plan: name })}
                  </Button>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </LandingSection>
  );
}
