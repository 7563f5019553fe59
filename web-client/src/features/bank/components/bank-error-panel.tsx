import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BRAND } from '@ledgerleaf/contracts';
import { getErrorMessage } from '../../../lib/api-client';
import { rememberReturnUrl } from '../../../lib/return-url';
import { bankErrorKind } from '../utils/bank-error-kind';
import { pageReload } from '../utils/page-reload';

/** The bank-error panel (client-spec 2): what failed, Refresh Page, Log In Again and a support contact. */
export function BankErrorPanel({ error }: { error: unknown }) {
  const { t } = useTranslation('bank');
  const kind = bankErrorKind(error);
  const navigate = useNavigate();
  const location = useLocation();
  const logInAgain = () => {
    rememberReturnUrl(`${location.pathname}${location.search}`);
    navigate('/auth?mode=login');
  };
  const detail = getErrorMessage(error, '');

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', my: 4 }}>
      <Alert severity="error" role="alert">
        <AlertTitle>{t(`errorPanel.titles.${kind}`)}</AlertTitle>
        <Typography variant="body2">{t(`errorPanel.explanations.${kind}`)}</Typography>
        {detail && kind !== 'connection' && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {detail}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" color="error" size="small" onClick={() => pageReload.reload()}>
            {t('errorPanel.refreshPage')}
          </Button>
          <Button variant="outlined" color="error" size="small" onClick={logInAgain}>
            {t('errorPanel.logInAgain')}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('errorPanel.contactUs')} <Link href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</Link> {t('errorPanel.orPhone', { phone: BRAND.phone })}
        </Typography>
      </Alert>
    </Box>
  );
}
