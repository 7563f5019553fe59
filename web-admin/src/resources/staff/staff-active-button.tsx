import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { personName, type StaffMember } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { useConsoleAction } from '../../components/use-console-action';

/** Deactivate (their sessions end at once) or reactivate the member in context. */
export const StaffActiveButton = () => {
  const t = useAreaTranslate('ledgerleaf.staff');
  const record = useRecordContext<StaffMember>();
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, active: boolean) => dataProvider.changeStaff(record!.id, { active }),
    success: (_result, active) => (active ? t('notices.memberReactivated') : t('notices.memberDeactivated')),
    failure: t('notices.changeFailed'),
  });
  if (!record) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      color={record.active ? 'error' : 'primary'}
      disabled={isPending}
      aria-label={t(record.active ? 'deactivateName' : 'reactivateName', { name: personName(record) })}
      onClick={(event) => {
        event.stopPropagation();
        mutate(!record.active);
      }}
    >
      {record.active ? t('deactivate') : t('reactivate')}
    </Button>
  );
};
