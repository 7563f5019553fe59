import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import type { TestCredentialsResponse } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../i18n';
import { DiagnosticCard } from './diagnostic-card';
import { StatusBadge } from './status-badge';

interface CredentialsTestProps {
  result: TestCredentialsResponse | undefined;
  loading: boolean;
  onRetest: () => void;
}

/** Admin-spec 2: status, environment, whether the client id and secret are set, what is missing. */
export const CredentialsTest = ({ result, loading, onRetest }: CredentialsTestProps) => {
  const t = useAreaTranslate('ledgerleaf.plaid');
  const yesNo = (present: boolean) => (present ? t('credentials.present') : t('credentials.missing'));
  const missing = result?.missing.length
    ? result.missing
    : [!result?.client_id_present && 'PLAID_CLIENT_ID', !result?.secret_present && 'PLAID_SECRET'].filter((name): name is string => Boolean(name));
  return (
    <DiagnosticCard
      title={t('credentials.title')}
      action={
        <Button size="small" onClick={onRetest} disabled={loading}>
          {t('testAgain')}
        </Button>
      }
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>{t('status.label')}</Typography>
          <StatusBadge status={loading || !result ? 'loading' : result.status} />
        </Stack>
        {result && !loading && (
          <>
            <Typography>{t('environment', { environment: result.environment })}</Typography>
            <Typography>
              {t('credentials.clientId', { state: yesNo(result.client_id_present) })}
              {result.client_id_preview ? ` (${result.client_id_preview})` : ''}
            </Typography>
            <Typography>{t('credentials.secret', { state: yesNo(result.secret_present) })}</Typography>
            {result.message && <Typography color="text.secondary">{result.message}</Typography>}
            {result.status === 'error' && (
              <Alert severity="error">
                <AlertTitle>{t('credentials.missingCredentials')}</AlertTitle>
                {missing.length ? t('credentials.setVariables', { names: missing.join(', ') }) : t('credentials.unreachable')}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </DiagnosticCard>
  );
};
