import { Alert, Box, Button, Stack } from '@mui/material';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import TableChartIcon from '@mui/icons-material/TableChart';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { Title, useBasename, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PLAID_DIAGNOSTICS_PATH } from '../plaid-diagnostics';
import { StatCard } from './stat-card';
import { useConsoleCounts } from './use-console-counts';

const filtered = (path: string, filter: object) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export const Dashboard = () => {
  const { data, error, isPending, refetch } = useConsoleCounts();
  const createPath = useCreatePath();
  const basename = useBasename();
  const translate = useTranslate();
  const listOf = (resource: string) => createPath({ resource, type: 'list' });

  return (
    <Box sx={{ mt: 2 }}>
      {/* Shown in the app bar, like every console page's title. */}
      <Title title={translate('ledgerleaf.dashboard.title')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button component={Link} to={`${basename}${PLAID_DIAGNOSTICS_PATH}`} variant="outlined" startIcon={<AccountBalanceIcon />}>
          {translate('ledgerleaf.dashboard.plaidDiagnostics')}
        </Button>
      </Stack>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {translate('ledgerleaf.common.retry')}
            </Button>
          }
        >
          {error.message || translate('ledgerleaf.dashboard.loadFailed')}
        </Alert>
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }} aria-busy={isPending}>
          {/* admin-spec: Monthly Reports is the staff's first tab, so its count comes first. */}
          <StatCard
            label={translate('ledgerleaf.dashboard.reportsToReview')}
            count={data?.pendingReports}
            icon={<AssessmentIcon />}
            to={listOf('monthly-reports')}
          />
          <StatCard
            label={translate('ledgerleaf.dashboard.pendingCallRequests')}
            count={data?.pendingCallRequests}
            icon={<PhoneCallbackIcon />}
            to={filtered(listOf('call-requests'), { status: 'pending' })}
          />
          <StatCard
            label={translate('ledgerleaf.dashboard.unreadMessages')}
            count={data?.unreadMessages}
            icon={<MailIcon />}
            to={filtered(listOf('messages'), { status: 'unread' })}
          />
          <StatCard
            label={translate('ledgerleaf.dashboard.csvToCategorize')}
            count={data?.csvUploadsToCategorize}
            icon={<TableChartIcon />}
            to={listOf('csv-uploads')}
          />
          <StatCard label={translate('ledgerleaf.dashboard.users')} count={data?.users} icon={<PeopleIcon />} to={listOf('users')} />
        </Stack>
      )}
    </Box>
  );
};
