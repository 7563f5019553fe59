import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Collapse, Link, Stack, Typography } from '@mui/material';
import { DIAGNOSTICS_TEXTS, type TestConnectionResponse } from '@ledgerleaf/contracts';
import { formatDateTime } from '../format-dates';
import { useAreaTranslate } from '../i18n';
import { DiagnosticCard } from './diagnostic-card';
import { StatusBadge } from './status-badge';

interface ConnectionTestProps {
  result: TestConnectionResponse | undefined;
  /** The call itself failed (the server was not reached). */
  unreachable: boolean;
  loading: boolean;
  onRetest: () => void;
}

/** The error codes the console explains in its own words (`connection.codes.*`); any other code gets the `other` text. */
const EXPLAINED_CODES = ['MISSING_CREDENTIALS', 'INVALID_API_KEYS', 'PLANNED_MAINTENANCE', 'INTERNAL_SERVER_ERROR'] as const;

/**
 * A failed test in the console's language (issue 31): the API's `error`, `details` and `message`
 * are English (Plaid's own words, or the API's stable values), so the console names the failure
 * by its error code; Plaid's words stay in the response details (docs/decisions/bilingual-documents.md).
 */
function failureText(result: TestConnectionResponse, t: (key: string) => string): string {
  if (!result.error_code) return t('connection.missing');
  const code = EXPLAINED_CODES.find((c) => c === result.error_code);
  return t(`connection.codes.${code ?? 'other'}`);
}

/** Admin-spec 2: environment, API URL, timestamp, the outcome, and the raw answer in a 300 px view. */
export const ConnectionTest = ({ result, unreachable, loading, onRetest }: ConnectionTestProps) => {
  const t = useAreaTranslate('ledgerleaf.plaid');
  const [showDetails, setShowDetails] = useState(false);
  return (
    <DiagnosticCard
      title={t('connection.title')}
      action={
        <Button size="small" onClick={onRetest} disabled={loading}>
          {t('testAgain')}
        </Button>
      }
    >
      {loading ? (
        <StatusBadge status="loading" />
      ) : unreachable || !result ? (
        <Alert severity="error">{t('connection.unreachable')}</Alert>
      ) : (
        <Stack spacing={1}>
          <Typography>{t('environment', { environment: result.environment })}</Typography>
          <Typography sx={{ wordBreak: 'break-all' }}>{t('connection.apiUrl', { url: result.api_url })}</Typography>
          <Typography>{t('connection.timestamp', { date: formatDateTime(result.timestamp) })}</Typography>
          {result.status === 'success' ? (
            // The API's message is always DIAGNOSTICS_TEXTS.connectionSuccessful (a stable English value): the title says it in the console's language.
            <Alert severity="success">
              <AlertTitle>{t('connection.successful')}</AlertTitle>
            </Alert>
          ) : (
            <Alert severity="error">
              <AlertTitle>{t('connection.failed')}</AlertTitle>
              <Typography variant="body2">{t('connection.error', { error: failureText(result, t) })}</Typography>
              {result.error_type && <Typography variant="body2">{t('connection.errorType', { type: result.error_type })}</Typography>}
              {result.error_code && <Typography variant="body2">{t('connection.errorCode', { code: result.error_code })}</Typography>}
              <Link href={DIAGNOSTICS_TEXTS.statusPageUrl} target="_blank" rel="noopener noreferrer">
                {t('connection.statusPage')}
              </Link>
            </Alert>
          )}
          <Box>
            <Button size="small" onClick={() => setShowDetails((open) => !open)} aria-expanded={showDetails} aria-controls="plaid-response-details">
              {showDetails ? t('connection.hideDetails') : t('connection.showDetails')}
            </Button>
            <Collapse in={showDetails}>
              <Box
                id="plaid-response-details"
                component="pre"
                role="region"
                aria-label={t('connection.responseDetails')}
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
          {t('status.label')}
        </Typography>
        <StatusBadge status={loading ? 'loading' : unreachable || !result ? 'error' : result.status} />
      </Stack>
    </DiagnosticCard>
  );
};
