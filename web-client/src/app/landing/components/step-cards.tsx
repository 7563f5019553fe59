import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

export interface Step {
  title: string;
  text: string;
  icon: ReactNode;
}

/** Numbered steps side by side on wide screens, stacked on phones. */
export function StepCards({ steps }: { steps: readonly Step[] }) {
  const { t } = useTranslation('landing');
  return (
    <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, index) => (
        <Grid key={step.title} size={{ xs: 12, md: 4 }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ p: 4 }}>
              <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, mb: 2 }} aria-hidden>
                {step.icon}
              </Avatar>
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                {t('step', { number: index + 1 })}
              </Typography>
              <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                {step.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{step.text}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
