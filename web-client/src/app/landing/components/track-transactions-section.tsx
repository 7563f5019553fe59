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

const STEPS: readonly Step[] = [
  {
    title: 'Connect Bank Accounts',
    text: 'Link your chequing, savings and credit card accounts through Plaid in a couple of minutes. Most Canadian banks and credit unions are supported.',
    icon: <AccountBalanceIcon />,
  },
  {
    title: 'Get Transactions Organized',
    text: 'Transactions arrive on their own, sorted into revenue and expense categories. Search and filter them by date, name, category, account or amount.',
    icon: <CategoryIcon />,
  },
  {
    title: 'Export Clean Reports',
    text: 'Export the detailed transactions or a summary with category totals as CSV, or download the monthly reports our team has reviewed.',
    icon: <FileDownloadIcon />,
  },
];

const SECURITY_POINTS = [
  {
    title: 'Bank-level security',
    text: 'Connections are encrypted end to end and bank credentials never reach our servers. Your data is hosted in Canada.',
    icon: <ShieldIcon />,
  },
  {
    title: 'Read-only access',
    text: 'We can see transactions, never move money. Nobody at Ledgerleaf can make a payment from your accounts.',
    icon: <VisibilityIcon />,
  },
  {
    title: 'Disconnect anytime',
    text: 'Remove a bank connection in one click from your dashboard, and its transactions go with it.',
    icon: <LinkOffIcon />,
  },
];

export function TrackTransactionsSection() {
  return (
    <LandingSection
      id="track-transactions"
      eyebrow="Track your transactions"
      title="Every transaction, in one place"
      intro="Connect your accounts once and watch your books keep themselves up to date."
      tinted
    >
      <StepCards steps={STEPS} />
      <Paper
        component="aside"
        aria-labelledby="security-title"
        variant="outlined"
        sx={{ mt: 6, p: { xs: 3, md: 5 }, bgcolor: 'secondary.main', color: 'common.white' }}
      >
        <Typography id="security-title" variant="h5" component="h3" sx={{ fontWeight: 700, mb: 3 }}>
          Your money stays yours
        </Typography>
        <Grid container spacing={3}>
          {SECURITY_POINTS.map((point) => (
            <Grid key={point.title} size={{ xs: 12, md: 4 }}>
              <Stack direction="row" spacing={2}>
                <Box aria-hidden sx={{ color: 'accent.main', pt: 0.25 }}>
                  {point.icon}
                </Box>
                <Box>
                  <Typography component="h4" sx={{ fontWeight: 700 }}>
                    {point.title}
                  </Typography>
                  <Typography variant="body2" sx={{ opacity: 0.85 }}>
                    {point.text}
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
