import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { DIAGNOSTICS_TEXTS, type TestCredentialsResponse } from '@ledgerleaf/contracts';
import { DiagnosticCard } from './diagnostic-card';
import { StatusBadge } from './status-badge';

interface CredentialsTestProps {
  result: TestCredentialsResponse | undefined;
  loading: boolean;
  onRetest: () => void;
}

const yesNo = (present: boolean) => (present ? 'Present' : 'Missing');

/** Admin-spec 2: status, environment, whether the client id and secret are set, what is missing. */
export const CredentialsTest = ({ result, loading, onRetest }: CredentialsTestProps) => {
  const missing = result?.missing.length
    ? result.missing
    : [!result?.client_id_present && 'PLAID_CLIENT_ID', !result?.secret_present && 'PLAID_SECRET'].filter((name): name is string => Boolean(name));
  return (
    <DiagnosticCard
      title="Credentials test"
      action={
        <Button size="small" onClick={onRetest} disabled={loading}>
          Test again
        </Button>
      }
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography>Status</Typography>
          <StatusBadge status={loading || !result ? 'loading' : result.status} />
        </Stack>
        {result && !loading && (
          <>
            <Typography>Environment: {result.environment}</Typography>
            <Typography>
              Client ID: {yesNo(result.client_id_present)}
              {result.client_id_preview ? ` (${result.client_id_preview})` : ''}
            </Typography>
            <Typography>Secret: {yesNo(result.secret_present)}</Typography>
            {result.message && <Typography color="text.secondary">{result.message}</Typography>}
            {result.status === 'error' && (
              <Alert severity="error">
                <AlertTitle>{DIAGNOSTICS_TEXTS.missingCredentials}</AlertTitle>
                {missing.length ? `Set ${missing.join(', ')} in the server environment.` : DIAGNOSTICS_TEXTS.credentialsUnreachable}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </DiagnosticCard>
  );
};
