import { useState } from 'react';
import { Button, LinearProgress, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, usePermissions, useRecordContext, type FieldProps } from 'react-admin';
import { personName, type AccountManagerAssignmentRow, type AdminUserRow } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';
import type { AdminDataProvider } from '../../data-provider';
import { formatDateTime } from '../../format-dates';
import { useAreaTranslate } from '../../i18n';

const describeChange = (row: AccountManagerAssignmentRow, t: ReturnType<typeof useAreaTranslate>) => {
  const to = row.toName ?? t('nobody');
  const from = row.fromName ? t('fromPart', { name: row.fromName }) : '';
  const by = row.assignedByName ? t('byPart', { name: row.assignedByName }) : t('automatic');
  return t('change', { from, to, by });
};

/** An owner's control: pick an active bookkeeper and assign them. */
const AssignControl = ({ clientId, currentId, onAssigned }: { clientId: number; currentId: number | null; onAssigned: () => void }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const bookkeepers = useQuery({ queryKey: ['staff', 'active-bookkeepers'], queryFn: () => dataProvider.getActiveBookkeepers(), retry: false });
  const [chosen, setChosen] = useState<number | ''>('');
  const t = useAreaTranslate('ledgerleaf.users.accountManager');
  const assign = useConsoleAction({
    call: (dp, staffId: number) => dp.assignAccountManager(clientId, { staffId }),
    success: 'ledgerleaf.users.accountManager.assigned',
    failure: 'ledgerleaf.users.accountManager.assignFailed',
    refresh: 'always',
    onSuccess: () => {
      setChosen('');
      onAssigned();
    },
  });
  if (bookkeepers.isPending) return <LinearProgress aria-label={t('bookkeepers')} sx={{ maxWidth: 320 }} />;
  if (bookkeepers.isError)
    return (
      <Typography color="error" variant="body2">
        {t('bookkeepersFailed')}
      </Typography>
    );
  const choices = bookkeepers.data.filter((member) => member.id !== currentId);
  if (!choices.length) return <Typography variant="body2">{t('noOtherBookkeeper')}</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField select size="small" label={t('newManager')} value={chosen} onChange={(event) => setChosen(Number(event.target.value))} sx={{ minWidth: 240 }}>
        {choices.map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {personName(member)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={chosen === '' || assign.isPending} onClick={() => chosen !== '' && assign.mutate(chosen)}>
        {t('assign')}
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
  const t = useAreaTranslate('ledgerleaf.users.accountManager');
  const answer = useQuery({
    queryKey,
    queryFn: () => dataProvider.getClientAccountManager(record!.id),
    enabled: record !== undefined && !record.isAdmin,
    retry: false,
  });
  if (!record || record.isAdmin) return null;
  if (answer.isPending) return <LinearProgress aria-label={t('label')} sx={{ maxWidth: 320 }} />;
  if (answer.isError)
    return (
      <Typography color="error" variant="body2">
        {t('loadFailed')}
      </Typography>
    );
  const { accountManagerId, accountManagerName, history } = answer.data;
  return (
    <Stack spacing={1} component="section" aria-label={t('label')} sx={{ maxWidth: 640 }}>
      <Typography>{accountManagerName ?? t('notAssigned')}</Typography>
      {permissions === 'owner' && (
        <AssignControl clientId={record.id} currentId={accountManagerId} onAssigned={() => void queryClient.invalidateQueries({ queryKey })} />
      )}
      {history.length > 0 && (
        <List dense aria-label={t('history')} disablePadding>
          {history.map((row) => (
            <ListItem key={row.id} disableGutters>
              <ListItemText primary={describeChange(row, t)} secondary={formatDateTime(row.at)} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
};

export default AccountManagerSection;
