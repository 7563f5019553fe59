import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { CSV_MESSAGES, type CsvPreviewRow } from '@ledgerleaf/contracts';
import { CategorySelect } from '../../components/category-select';
import type { AdminDataProvider } from '../../data-provider';
import { httpErrorMessage } from '../../http-error-message';

export const ROW_CORRECTED = "Category corrected: this client's next uploads will use it";

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
  return (
    <CategorySelect
      value={row.aiCategory}
      options={choices}
      ariaLabel={`Category of ${row.transactionName}`}
      disabled={isPending}
      onPick={mutate}
      minWidth={160}
    />
  );
};
