import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { LandingSection } from './landing-section';

export const TRACKED_SERVICES = [
  'Income & Expenses',
  'Bank & Credit Card Transactions',
  'Categorized Spending & Tax-Deductible Expenses',
  'Monthly Profit & Loss Statements',
  'Balance Sheet',
  'Bank Reconciliations',
  'GST Filings Prepared',
] as const;

export function TrackedServicesSection() {
  return (
    <LandingSection
      id="services"
      eyebrow="What we track"
      title="Everything your books need, every month"
      intro="Payroll, GST/HST and corporate income tax amounts are worked out in Canadian dollars, so tax time holds no surprises."
    >
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {TRACKED_SERVICES.map((service) => (
          <Grid key={service} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <CheckCircleIcon color="primary" aria-hidden />
                <Typography sx={{ fontWeight: 600 }}>{service}</Typography>
              </Stack>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </LandingSection>
  );
}
