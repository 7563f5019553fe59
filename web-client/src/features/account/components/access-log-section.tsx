import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { format, parseISO } from 'date-fns';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useAccessLog } from '../api/get-access-log';
import { ProfileSection } from './profile-section';

const ROLE_NAMES: Record<string, string> = { owner: 'Owner', bookkeeper: 'Bookkeeper', reviewer: 'Reviewer', job: 'Automated job' };

const when = (iso: string) => format(parseISO(iso), "MMM d, yyyy 'at' h:mm a");

/** Profile → "Who accessed my data": the firm's reads and changes of the client's data, newest first. */
export function AccessLogSection() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useAccessLog(page);
  return (
    <ProfileSection title="Who accessed my data" description="Every time someone at the firm opens or changes your data, it is recorded here.">
      {isPending ? (
        <PageSpinner minHeight={120} />
      ) : isError ? (
        <ErrorState title="We could not load who accessed your data" message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
      ) : data.total === 0 ? (
        <EmptyState
          icon={<VisibilityOutlinedIcon />}
          title="Nobody at the firm has opened your data yet"
          hint="When your bookkeeper or anyone else at the firm does, you will see it here."
        />
      ) : (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <List aria-label="Who accessed my data" dense>
            {data.items.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText primary={item.what} secondary={`${item.staffName} (${ROLE_NAMES[item.staffRole] ?? item.staffRole}) · ${when(item.at)}`} />
              </ListItem>
            ))}
          </List>
          {data.total > data.pageSize && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button size="small" disabled={page === 1 || isPlaceholderData} onClick={() => setPage((p) => p - 1)}>
                Newer
              </Button>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Page {data.page} of {Math.ceil(data.total / data.pageSize)}
              </Typography>
              <Button size="small" disabled={page * data.pageSize >= data.total || isPlaceholderData} onClick={() => setPage((p) => p + 1)}>
                Older
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </ProfileSection>
  );
}
