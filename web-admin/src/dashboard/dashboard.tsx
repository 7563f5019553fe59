import { Alert, Box, Button, Stack } from '@mui/material';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import TableChartIcon from '@mui/icons-material/TableChart';
import AssessmentIcon from '@mui/icons-material/Assessment';
import { Title, useBasename, useCreatePath } from 'react-admin';
import { Link } from 'react-router-dom';
import { PLAID_DIAGNOSTICS_PATH } from '../plaid-diagnostics';
import { StatCard } from './stat-card';
import { useConsoleCounts } from './use-console-counts';

export const DASHBOARD_TITLE = 'Admin Dashboard';

const filtered = (path: string, filter: object) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

export const Dashboard = () => {
  const { data, error, isPending, refetch } = useConsoleCounts();
  const createPath = useCreatePath();
  const basename = useBasename();
  const listOf = (resource: string) => createPath({ resource, type: 'list' });

  return (
    <Box sx={{ mt: 2 }}>
      {/* Shown in the app bar, like every console page's title. */}
      <Title title={DASHBOARD_TITLE} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button component={Link} to={`${basename}${PLAID_DIAGNOSTICS_PATH}`} variant="outlined" startIcon={<AccountBalanceIcon />}>
          Plaid Diagnostics
        </Button>
      </Stack>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              Retry
            </Button>
          }
        >
          {error.message || 'The counts could not be loaded.'}
        </Alert>
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }} aria-busy={isPending}>
          {/* admin-spec: Monthly Reports is the staff's first tab, so its count comes first. */}
          <StatCard label="Monthly reports to review" count={data?.pendingReports} icon={<AssessmentIcon />} to={listOf('monthly-reports')} />
          <StatCard
            label="Pending call requests"
            count={data?.pendingCallRequests}
            icon={<PhoneCallbackIcon />}
            to={filtered(listOf('call-requests'), { status: 'pending' })}
          />
          <StatCard label="Unread messages" count={data?.unreadMessages} icon={<MailIcon />} to={filtered(listOf('messages'), { status: 'unread' })} />
          <StatCard label="CSV uploads to categorize" count={data?.csvUploadsToCategorize} icon={<TableChartIcon />} to={listOf('csv-uploads')} />
          <StatCard label="Users" count={data?.users} icon={<PeopleIcon />} to={listOf('users')} />
        </Stack>
      )}
    </Box>
  );
};
