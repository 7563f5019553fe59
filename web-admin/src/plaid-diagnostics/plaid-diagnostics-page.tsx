import { Alert, AlertTitle, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useAreaTranslate } from '../i18n';
import { navigateToSite, SITE_PATHS } from '../site-navigation';
import { ConnectionTest } from './connection-test';
import { CredentialsTest } from './credentials-test';
import { InstitutionNameTester } from './institution-name-tester';
import { RedirectUriChecker } from './redirect-uri-checker';
import { Troubleshooting } from './troubleshooting';
import { isForbidden, UNREACHABLE_CREDENTIALS, useConnectionTest, useCredentialsTest } from './use-diagnostics';

/**
 * /admin/plaid-diagnostics (admin-spec 2). The console's guard already sends non-staff
 * away; a session that loses staff rights meanwhile gets the spec's notice.
 */
export const PlaidDiagnosticsPage = () => {
  const t = useAreaTranslate('ledgerleaf.plaid');
  const credentials = useCredentialsTest();
  const connection = useConnectionTest();

  if (isForbidden(credentials.error) || isForbidden(connection.error)) {
    return (
      <Box sx={{ mt: 2, maxWidth: 560 }}>
        <Title title={t('title')} />
        <Alert severity="warning">
          <AlertTitle>{t('adminRequiredTitle')}</AlertTitle>
          {t('adminRequired')}
          <Box sx={{ mt: 1 }}>
            <Button variant="outlined" size="small" onClick={() => navigateToSite(SITE_PATHS.dashboard)}>
              {t('returnToDashboard')}
            </Button>
          </Box>
        </Alert>
      </Box>
    );
  }

  const credentialResult = credentials.isError ? UNREACHABLE_CREDENTIALS : credentials.data;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={t('title')} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('intro')}</Typography>
        </CardContent>
      </Card>
      <CredentialsTest result={credentialResult} loading={credentials.isFetching} onRetest={() => void credentials.refetch()} />
      <ConnectionTest result={connection.data} unreachable={connection.isError} loading={connection.isFetching} onRetest={() => void connection.refetch()} />
      <InstitutionNameTester />
      <RedirectUriChecker credentials={credentials.data} loading={credentials.isPending} />
      <Troubleshooting />
    </Stack>
  );
};
