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
import { PLANS, PLAN_FEATURES, type PaidPlan } from '@ledgerleaf/contracts';

interface PlanCardProps {
  plan: PaidPlan;
  highlighted: boolean;
  inProcess: boolean;
  disabled: boolean;
  onChoose: (plan: PaidPlan) => void;
}

/** One plan of the plan dialog: price, inclusions and the button that starts checkout. */
export function PlanCard({ plan, highlighted, inProcess, disabled, onChoose }: PlanCardProps) {
  const details = PLANS[plan];
  const { summary, features } = PLAN_FEATURES[plan];
  const badge = 'badge' in details ? details.badge : null;
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
          {details.name}
        </Typography>
        {badge && <Chip label={badge} color="success" size="small" />}
        {highlighted && <Chip label="Your pick" color="primary" variant="outlined" size="small" />}
      </Stack>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 1 }}>
        {details.label}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{summary}</Typography>
      <List dense sx={{ flexGrow: 1 }}>
        {features.map((feature) => (
          <ListItem key={feature} disableGutters>
            <ListItemIcon sx={{ minWidth: 32, color: 'success.main' }}>
              <CheckIcon fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={feature} />
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
        {inProcess ? 'Redirecting to checkout...' : `Choose ${details.name}`}
      </Button>
    </Paper>
  );
}
