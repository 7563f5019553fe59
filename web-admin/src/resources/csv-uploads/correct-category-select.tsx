import { MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { CSV_MESSAGES, type CsvPreviewRow } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../../data-provider';
import { httpErrorMessage } from '../../http-error-message';

export const ROW_CORRECTED = "Category corrected: this client's next uploads will use it";
const UNCATEGORIZED = '';

interface CorrectCategorySelectProps {
  row: CsvPreviewRow;
  /** The upload's category names: a correction picks one of them. */
  choices: readonly string[];
}

/** A staff correction of one row's category; the API teaches it to that client's memory. */
export const CorrectCategorySelect = ({ row, choices }: CorrectCategorySelectProps) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (category: string) => dataProvider.correctCsvRow(row.id, category),
    onSuccess: () => {
      notify(ROW_CORRECTED, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(httpErrorMessage(error, CSV_MESSAGES.categoryNotInUpload), { type: 'error' }),
  });
  const options = row.aiCategory && !choices.includes(row.aiCategory) ? [row.aiCategory, ...choices] : choices;
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={row.aiCategory ?? UNCATEGORIZED}
      disabled={isPending}
      onChange={(event) => {
        if (event.target.value && event.target.value !== row.aiCategory) mutate(event.target.value);
      }}
      slotProps={{ htmlInput: { 'aria-label': `Category of ${row.transactionName}` }, select: { displayEmpty: true } }}
      sx={{ minWidth: 160 }}
    >
      {!row.aiCategory && (
        <MenuItem value={UNCATEGORIZED} disabled>
          Uncategorized
        </MenuItem>
      )}
      {options.map((name) => (
        <MenuItem key={name} value={name}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
};
