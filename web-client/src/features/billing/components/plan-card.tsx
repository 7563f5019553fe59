import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { formatNumber, PLANS, type PaidPlan } from '@ledgerleaf/contracts';
import { currentLocale } from '../../../i18n/i18n';

/** The inclusions of every plan, in the order shown (their words are the landing page's, landing:plans.<plan>.features). */
const FEATURES = ['turnaround', 'revisions', 'storage', 'manager'] as const;

interface PlanCardProps {
  plan: PaidPlan;
  highlighted: boolean;
  inProcess: boolean;
  disabled: boolean;
  onChoose: (plan: PaidPlan) => void;
}

/** One plan of the plan dialog: price, inclusions and the button that starts checkout. */
export function PlanCard({ plan, highlighted, inProcess, disabled, onChoose }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const details = PLANS[plan];
  const name = t(`landing:plans.${plan}.name`);
  // "$100/month" / "100 $/mois": the plan's price in Canadian dollars, whole dollars, as the landing page writes it.
  const price = t('landing:perPeriod', {
    amount: formatNumber(details.priceCents / 100, currentLocale(), { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 }),
    period: t(`landing:plans.${plan}.period`),
  });
  const badge = 'badge' in details ? t(`landing:plans.${plan}.badge`) : null;
  const headingId = `plan-${plan.toLowerCase()}-name`;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        {badge && <Chip label={badge} color="success" size="small" />}
        {highlighted && <Chip label={t('card.yourPick')} color="primary" variant="outlined" size="small" />}
      </Stack>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 1 }}>
        {price}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t(`landing:plans.${plan}.summary`)}</Typography>
      <List dense sx={{ flexGrow: 1 }}>
        {FEATURES.map((feature) => (
          <ListItem key={feature} disableGutters>
            <ListItemIcon sx={{ minWidth: 32, color: 'success.main' }}>
              <CheckIcon fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t(`landing:plans.${plan}.features.${feature}`)} />
          </ListItem>
        ))}
      </List>
      <Button
        variant={highlighted ? 'contained' : 'outlined'}
        size="large"
        fullWidth
        autoFocus={highlighted}
        disabled={disabled}
        onClick={() => onChoose(plan)}
        startIcon={inProcess ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {inProcess ? t('card.redirecting') : t('card.choose', { plan: name })}
      </Button>
    </Paper>
  );
}
