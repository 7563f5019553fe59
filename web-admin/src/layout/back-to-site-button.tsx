import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { SITE_PATHS } from '../site-navigation';

// A plain link, not a router link: the site lives outside the /admin router.
export const BackToSiteButton = () => {
  const translate = useTranslate();
  return (
    <Button color="inherit" href={SITE_PATHS.home} startIcon={<ArrowBackIcon />} sx={{ textTransform: 'none' }}>
      {translate('ledgerleaf.layout.backToSite')}
    </Button>
  );
};
