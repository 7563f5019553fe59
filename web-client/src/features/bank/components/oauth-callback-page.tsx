import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { TIMING } from '@ledgerleaf/contracts';
import { setAccessToken } from '../api/complete-link';

type Outcome = 'processing' | 'missing' | 'success' | 'failure';

const MESSAGE = {
  processing: 'oauth.processing',
  missing: 'oauth.missingToken',
  success: 'oauth.success',
  failure: 'oauth.failure',
} as const satisfies Record<Outcome, string>;

const SEVERITY = { missing: 'error', success: 'success', failure: 'error' } as const;

/**
 * /oauth-callback (admin-spec 2): hands public_token and institution_id from the query
 * string to set-access-token, then returns to /dashboard after 2 s on success and 3 s
 * on failure or when the token is missing.
 */
export function OAuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('bank');
  const [outcome, setOutcome] = useState<Outcome>('processing');
  const started = useRef(false);
  const publicToken = params.get('public_token');
  const institutionId = params.get('institution_id');

  useEffect(() => {
    // Once only: StrictMode runs effects twice, and a public token can be exchanged once.
    if (started.current) return;
    started.current = true;
    if (!publicToken) {
      setOutcome('missing');
      return;
    }
    setAccessToken({ public_token: publicToken, institution_id: institutionId })
      .then(() => setOutcome('success'))
      .catch(() => setOutcome('failure'));
  }, [publicToken, institutionId]);

  useEffect(() => {
    if (outcome === 'processing') return;
    const delay = outcome === 'success' ? TIMING.oauthSuccessRedirectMs : TIMING.oauthFailureRedirectMs;
    const timer = window.setTimeout(() => navigate('/dashboard', { replace: true }), delay);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {t('oauth.title')}
        </Typography>
        {outcome === 'processing' ? (
          <>
            <CircularProgress aria-label={t('oauth.connecting')} />
            <Typography sx={{ mt: 2 }} role="status">
              {t(MESSAGE.processing)}
            </Typography>
          </>
        ) : (
          <Alert severity={SEVERITY[outcome]} role="status">
            {t(MESSAGE[outcome])}
          </Alert>
        )}
      </Paper>
    </Container>
  );
}
