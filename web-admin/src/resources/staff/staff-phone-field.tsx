import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { personName, type StaffMember } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { useConsoleAction } from '../../components/use-console-action';

/** The member's direct line (annual-plan clients see it on their account manager card), saved when the field is left or on Enter. */
export const StaffPhoneField = () => {
  const translate = useTranslate();
  const t = useAreaTranslate('ledgerleaf.staff');
  const record = useRecordContext<StaffMember>();
  const [value, setValue] = useState(record?.phone ?? '');
  useEffect(() => setValue(record?.phone ?? ''), [record?.phone]);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, phone: string) => dataProvider.changeStaff(record!.id, { phone }),
    success: t('notices.phoneChanged'),
    failure: t('notices.changeFailed'),
    refresh: 'always',
  });
  if (!record) return null;
  const save = () => value.trim() !== record.phone && mutate(value.trim());
  return (
    <TextField
      size="small"
      label={translate('resources.staff.fields.phone')}
      value={value}
      disabled={isPending}
      placeholder={t('phoneNone')}
      slotProps={{ htmlInput: { 'aria-label': t('phoneOf', { name: personName(record) }), maxLength: 32 } }}
      onChange={(event) => setValue(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => event.key === 'Enter' && save()}
      onClick={(event) => event.stopPropagation()}
    />
  );
};
