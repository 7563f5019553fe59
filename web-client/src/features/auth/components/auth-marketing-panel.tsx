import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

const POINTS = [
  'Read-only bank connections you can remove in one click',
  'Monthly reports reviewed by a bookkeeper before you see them',
  'GST/HST-ready figures in Canadian dollars',
  'Your data hosted in Canada',
];

/** The sales pitch beside the form, on wide screens only. */
export function AuthMarketingPanel() {
  return (
    <Box
      component="aside"
      aria-label="Why Ledgerleaf"
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        p: 6,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 3,
      }}
    >
      <Typography variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Your books, handled.
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400, mb: 3 }}>
        A simple, fast, affordable and accurate way to keep all your financial data in one place.
      </Typography>
      <List disablePadding>
        {POINTS.map((point) => (
          <ListItem key={point} disableGutters>
            <ListItemIcon sx={{ color: 'accent.main', minWidth: 36 }}>
              <CheckCircleIcon aria-hidden />
            </ListItemIcon>
            <ListItemText primary={point} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
