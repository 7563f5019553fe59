import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BooksIllustration } from './books-illustration';
import { LandingSection } from './landing-section';

const FACTS = [
  { value: '48 h', label: 'turnaround on business days' },
  { value: 'CAD', label: 'every figure in Canadian dollars' },
  { value: '100%', label: 'of your data hosted in Canada' },
];

export function AboutSection() {
  return (
    <LandingSection id="about" eyebrow="About us" title="Bookkeeping that speaks Canadian" tinted>
      <Grid container spacing={6} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <Typography>
              Ledgerleaf is a virtual bookkeeping service for small businesses, self-employed professionals and entrepreneurs across Canada. We take the
              receipts, invoices and bank feeds you already have and turn them into monthly books that are accurate, reconciled and ready to file.
            </Typography>
            <Typography>
              Our bookkeepers know the Canadian rules: GST/HST and PST, source deductions for payroll, and the corporate income tax instalments that catch
              growing companies off guard. Each month's report is reviewed by a person before it reaches you, and you can ask for revisions as often as you
              need.
            </Typography>
            <Typography>One flat price, no hourly billing and no contract: you always know what your books cost.</Typography>
          </Stack>
          <Grid container spacing={2} component="dl" sx={{ mt: 3, mb: 0 }}>
            {FACTS.map((fact) => (
              <Grid key={fact.label} size={4}>
                <Typography component="dt" variant="h4" sx={{ fontWeight: 800, color: 'primary.main' }}>
                  {fact.value}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                  {fact.label}
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
