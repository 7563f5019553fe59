import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { BANK_TEXTS, BRAND } from '@ledgerleaf/contracts';
import { getErrorMessage } from '../../../lib/api-client';
import { rememberReturnUrl } from '../../../lib/return-url';
import { bankErrorKind } from '../utils/bank-error-kind';
import { pageReload } from '../utils/page-reload';

const EXPLANATIONS = {
  session: 'Your session has expired. Log in again to see your bank data.',
  connection: 'We could not reach Ledgerleaf. Check your internet connection and refresh the page.',
  api: 'Something went wrong while loading your bank data.',
  bank: 'Your bank did not answer as expected. Reconnecting your bank usually fixes this.',
} as const;

/** The bank-error panel (client-spec 2): what failed, Refresh Page, Log In Again and a support contact. */
export function BankErrorPanel({ error }: { error: unknown }) {
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
        <AlertTitle>{BANK_TEXTS.panelTitles[kind]}</AlertTitle>
        <Typography variant="body2">{EXPLANATIONS[kind]}</Typography>
        {detail && kind !== 'connection' && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {detail}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" color="error" size="small" onClick={() => pageReload.reload()}>
            {BANK_TEXTS.refreshPage}
          </Button>
          <Button variant="outlined" color="error" size="small" onClick={logInAgain}>
            {BANK_TEXTS.logInAgain}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ mt: 2 }}>
          Still stuck? Contact us at <Link href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</Link> or {BRAND.phone}.
        </Typography>
      </Alert>
    </Box>
  );
}
