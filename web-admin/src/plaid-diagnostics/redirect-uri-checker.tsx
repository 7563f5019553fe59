import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { BRAND, type TestCredentialsResponse } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../i18n';
import { DiagnosticCard } from './diagnostic-card';

const CALLBACK_PATH = '/oauth-callback';

/** The return URIs Plaid must allow: this console's origin and the production site (admin-spec 2). */
export const expectedRedirectUris = (origin: string): string[] => [...new Set([`${origin}${CALLBACK_PATH}`, `${BRAND.productionOrigin}${CALLBACK_PATH}`])];

/**
 * The OAuth redirect-URI checker. Instead of the spec's simulated check, each expected
 * URI is compared with PLAID_REDIRECT_URI as the server reports it (issue 8).
 */
export const RedirectUriChecker = ({ credentials, loading }: { credentials: TestCredentialsResponse | undefined; loading: boolean }) => {
  const t = useAreaTranslate('ledgerleaf.plaid.redirect');
  const configured = credentials?.redirect_uri ?? null;
  return (
    <DiagnosticCard title={t('title')}>
      {loading ? (
        <Typography color="text.secondary">{t('checking')}</Typography>
      ) : (
        <>
          <Typography>
            {t('configuredOnServer')} <strong>{configured ?? t('notSet')}</strong>
          </Typography>
          <List dense aria-label={t('expected')}>
            {expectedRedirectUris(window.location.origin).map((uri) => {
              const ok = configured === uri;
              return (
                <ListItem key={uri} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {ok ? <CheckCircleIcon color="success" fontSize="small" /> : <ErrorIcon color="error" fontSize="small" />}
                  </ListItemIcon>
                  <ListItemText primary={uri} secondary={ok ? t('configured') : t('missing')} />
                </ListItem>
              );
            })}
          </List>
          <Typography variant="body2" color="text.secondary">
            {t('hint', { expected: credentials?.expected_redirect_uri ? ` (${credentials.expected_redirect_uri})` : '' })}
          </Typography>
        </>
      )}
    </DiagnosticCard>
  );
};
