import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

const POINTS = ['bank', 'reviewed', 'gst', 'canada'] as const;

/** The sales pitch beside the form, on wide screens only. */
export function AuthMarketingPanel() {
  const { t } = useTranslation('auth');
  return (
    <Box
      component="aside"
      aria-label={t('panel.label')}
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
        {t('panel.title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400, mb: 3 }}>
        {t('panel.lead')}
      </Typography>
      <List disablePadding>
        {POINTS.map((point) => (
          <ListItem key={point} disableGutters>
            <ListItemIcon sx={{ color: 'accent.main', minWidth: 36 }}>
              <CheckCircleIcon aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t(`panel.points.${point}`)} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
