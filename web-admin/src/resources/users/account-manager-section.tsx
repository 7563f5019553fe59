import { useState } from 'react';
import { Button, LinearProgress, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, usePermissions, useRecordContext, type FieldProps } from 'react-admin';
import { ACCOUNT_MANAGER_MESSAGES, ACCOUNT_MANAGER_TEXTS, personName, type AccountManagerAssignmentRow, type AdminUserRow } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';
import type { AdminDataProvider } from '../../data-provider';
import { formatDateTime } from '../../format-dates';

const describeChange = (row: AccountManagerAssignmentRow) => {
  const to = row.toName ?? 'nobody';
  const from = row.fromName ? `from ${row.fromName} ` : '';
  const by = row.assignedByName ? `by ${row.assignedByName}` : ACCOUNT_MANAGER_TEXTS.automatic;
  return `${from}to ${to}, ${by}`;
};

/** An owner's control: pick an active bookkeeper and assign them. */
const AssignControl = ({ clientId, currentId, onAssigned }: { clientId: number; currentId: number | null; onAssigned: () => void }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const bookkeepers = useQuery({ queryKey: ['staff', 'active-bookkeepers'], queryFn: () => dataProvider.getActiveBookkeepers(), retry: false });
  const [chosen, setChosen] = useState<number | ''>('');
  const assign = useConsoleAction({
    call: (dp, staffId: number) => dp.assignAccountManager(clientId, { staffId }),
    success: ACCOUNT_MANAGER_MESSAGES.assigned,
    failure: ACCOUNT_MANAGER_MESSAGES.assignFailed,
    refresh: 'always',
    onSuccess: () => {
      setChosen('');
      onAssigned();
    },
  });
  if (bookkeepers.isPending) return <LinearProgress aria-label="Bookkeepers" sx={{ maxWidth: 320 }} />;
  if (bookkeepers.isError)
    return (
      <Typography color="error" variant="body2">
        The bookkeepers could not be loaded.
      </Typography>
    );
  const choices = bookkeepers.data.filter((member) => member.id !== currentId);
  if (!choices.length) return <Typography variant="body2">No other active bookkeeper to assign: invite one on the Staff page.</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="New account manager"
        value={chosen}
        onChange={(event) => setChosen(Number(event.target.value))}
        sx={{ minWidth: 240 }}
      >
        {choices.map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {personName(member)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={chosen === '' || assign.isPending} onClick={() => chosen !== '' && assign.mutate(chosen)}>
        Assign
      </Button>
    </Stack>
  );
};

/** The client's account manager on their page: who it is, every change (who, from, to, when), and an owner's Assign control. */
const AccountManagerSection = (_props: Pick<FieldProps, 'label'>) => {
  const record = useRecordContext<AdminUserRow>();
  const { permissions } = usePermissions<string>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['users', record?.id, 'account-manager'];
  const answer = useQuery({
    queryKey,
    queryFn: () => dataProvider.getClientAccountManager(record!.id),
    enabled: record !== undefined && !record.isAdmin,
    retry: false,
  });
  if (!record || record.isAdmin) return null;
  if (answer.isPending) return <LinearProgress aria-label="Account manager" sx={{ maxWidth: 320 }} />;
  if (answer.isError)
    return (
      <Typography color="error" variant="body2">
        The account manager could not be loaded.
      </Typography>
    );
  const { accountManagerId, accountManagerName, history } = answer.data;
  return (
    <Stack spacing={1} component="section" aria-label="Account manager" sx={{ maxWidth: 640 }}>
      <Typography>{accountManagerName ?? 'Not assigned yet'}</Typography>
      {permissions === 'owner' && (
        <AssignControl clientId={record.id} currentId={accountManagerId} onAssigned={() => void queryClient.invalidateQueries({ queryKey })} />
      )}
      {history.length > 0 && (
        <List dense aria-label="Account manager history" disablePadding>
          {history.map((row) => (
            <ListItem key={row.id} disableGutters>
              <ListItemText primary={describeChange(row)} secondary={formatDateTime(row.at)} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
};

export default AccountManagerSection;
