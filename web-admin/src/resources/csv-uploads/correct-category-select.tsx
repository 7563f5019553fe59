import { CSV_MESSAGES, type CsvPreviewRow } from '@ledgerleaf/contracts';
import { CategorySelect } from '../../components/category-select';
import { useConsoleAction } from '../../components/use-console-action';

export const ROW_CORRECTED = "Category corrected: this client's next uploads will use it";

interface CorrectCategorySelectProps {
  row: CsvPreviewRow;
  /** The upload's category names: a correction picks one of them. */
  choices: readonly string[];
}

/** A staff correction of one row's category; the API teaches it to that client's memory. */
export const CorrectCategorySelect = ({ row, choices }: CorrectCategorySelectProps) => {
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, category: string) => dataProvider.correctCsvRow(row.id, category),
    success: ROW_CORRECTED,
    failure: CSV_MESSAGES.categoryNotInUpload,
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
