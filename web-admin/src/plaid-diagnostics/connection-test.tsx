import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Collapse, Link, Stack, Typography } from '@mui/material';
import { DIAGNOSTICS_TEXTS, type TestConnectionResponse } from '@ledgerleaf/contracts';
import { DiagnosticCard } from './diagnostic-card';
import { StatusBadge } from './status-badge';

interface ConnectionTestProps {
  result: TestConnectionResponse | undefined;
  /** The call itself failed (the server was not reached). */
  unreachable: boolean;
  loading: boolean;
  onRetest: () => void;
}

/** Admin-spec 2: environment, API URL, timestamp, the outcome, and the raw answer in a 300 px view. */
export const ConnectionTest = ({ result, unreachable, loading, onRetest }: ConnectionTestProps) => {
  const [showDetails, setShowDetails] = useState(false);
  return (
    <DiagnosticCard
      title="Connection test"
      action={
        <Button size="small" onClick={onRetest} disabled={loading}>
          Test again
        </Button>
      }
    >
      {loading ? (
        <StatusBadge status="loading" />
      ) : unreachable || !result ? (
        <Alert severity="error">{DIAGNOSTICS_TEXTS.connectionUnreachable}</Alert>
      ) : (
        <Stack spacing={1}>
          <Typography>Environment: {result.environment}</Typography>
          <Typography sx={{ wordBreak: 'break-all' }}>API URL: {result.api_url}</Typography>
          <Typography>Timestamp: {new Date(result.timestamp).toLocaleString('en-CA')}</Typography>
          {result.status === 'success' ? (
            <Alert severity="success">
              <AlertTitle>{DIAGNOSTICS_TEXTS.connectionSuccessful}</AlertTitle>
              {result.message !== DIAGNOSTICS_TEXTS.connectionSuccessful && result.message}
            </Alert>
          ) : (
            <Alert severity="error">
              <AlertTitle>{DIAGNOSTICS_TEXTS.connectionFailed}</AlertTitle>
              <Typography variant="body2">Error: {result.error || result.message || DIAGNOSTICS_TEXTS.connectionMissing}</Typography>
              {result.error_type && <Typography variant="body2">Error type: {result.error_type}</Typography>}
              {result.error_code && <Typography variant="body2">Error code: {result.error_code}</Typography>}
              {result.details && <Typography variant="body2">Details: {result.details}</Typography>}
              <Link href={DIAGNOSTICS_TEXTS.statusPageUrl} target="_blank" rel="noopener noreferrer">
                Check Plaid's status page
              </Link>
            </Alert>
          )}
          <Box>
            <Button size="small" onClick={() => setShowDetails((open) => !open)} aria-expanded={showDetails} aria-controls="plaid-response-details">
              {showDetails ? 'Hide Response Details' : 'Show Response Details'}
            </Button>
            <Collapse in={showDetails}>
              <Box
                id="plaid-response-details"
                component="pre"
                role="region"
                aria-label="Response Details"
                tabIndex={0}
                sx={{ height: 300, overflow: 'auto', m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12 }}
              >
                {JSON.stringify(result.api_response ?? result, null, 2)}
              </Box>
            </Collapse>
          </Box>
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Status
        </Typography>
        <StatusBadge status={loading ? 'loading' : unreachable || !result ? 'error' : result.status} />
      </Stack>
    </DiagnosticCard>
  );
};
