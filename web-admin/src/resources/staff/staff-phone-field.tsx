import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { STAFF_MESSAGES, personName, type StaffMember } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

/** The member's direct line (annual-plan clients see it on their account manager card), saved when the field is left or on Enter. */
export const StaffPhoneField = () => {
  const record = useRecordContext<StaffMember>();
  const [value, setValue] = useState(record?.phone ?? '');
  useEffect(() => setValue(record?.phone ?? ''), [record?.phone]);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, phone: string) => dataProvider.changeStaff(record!.id, { phone }),
    success: STAFF_MESSAGES.phoneChanged,
    failure: STAFF_MESSAGES.changeFailed,
    refresh: 'always',
  });
  if (!record) return null;
  const save = () => value.trim() !== record.phone && mutate(value.trim());
  return (
    <TextField
      size="small"
      label="Phone"
      value={value}
      disabled={isPending}
      placeholder="None"
      slotProps={{ htmlInput: { 'aria-label': `Phone of ${personName(record)}`, maxLength: 32 } }}
      onChange={(event) => setValue(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => event.key === 'Enter' && save()}
      onClick={(event) => event.stopPropagation()}
    />
  );
};
