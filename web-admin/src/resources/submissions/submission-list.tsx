import { Box, LinearProgress, Stack } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { List, RecordContextProvider, useListContext } from 'react-admin';
import type { AdminSubmissionView } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';
import { ListLoadError } from '../../components/list-load-error';
import { useMyClientsFilter } from '../../components/my-clients-filter';
import { SubmissionCard } from './submission-card';

const SubmissionCards = ({ label, empty }: { label: string; empty: string }) => {
  const { data, isPending } = useListContext<AdminSubmissionView>();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  // Empty under a filter ("My clients"): the list's own empty state shows only without one.
  if (!data?.length) return <EmptyState icon={<AssignmentIcon />} message={empty} />;
  return (
    <Box component="section" aria-label={label}>
      <Stack spacing={2} sx={{ p: 2 }}>
        {data?.map((s) => (
          <RecordContextProvider key={s.id} value={s}>
            <SubmissionCard />
          </RecordContextProvider>
        ))}
      </Stack>
    </Box>
  );
};

/** A submission queue as cards, oldest waiting first for pending work, newest first when completed; a bookkeeper starts on "My clients". */
export const SubmissionList = ({ label, empty, oldestFirst }: { label: string; empty: string; oldestFirst: boolean }) => {
  const myClients = useMyClientsFilter();
  if (myClients.isPending) return <LinearProgress sx={{ m: 2 }} aria-label={label} />;
  return (
    <List
      sort={{ field: oldestFirst ? 'createdAt' : 'updatedAt', order: oldestFirst ? 'ASC' : 'DESC' }}
      perPage={25}
      filters={myClients.filters()}
      filterDefaultValues={myClients.defaultValues}
      empty={<EmptyState icon={<AssignmentIcon />} message={empty} />}
      error={<ListLoadError />}
      exporter={false}
    >
      <SubmissionCards label={label} empty={empty} />
    </List>
  );
};
