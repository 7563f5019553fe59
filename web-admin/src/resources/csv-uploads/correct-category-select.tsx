import { useTranslate } from 'react-admin';
import type { CsvPreviewRow } from '@ledgerleaf/contracts';
import { CategorySelect } from '../../components/category-select';
import { useConsoleAction } from '../../components/use-console-action';

interface CorrectCategorySelectProps {
  row: CsvPreviewRow;
  /** The upload's category names: a correction picks one of them. */
  choices: readonly string[];
}

/** A staff correction of one row's category; the API teaches it to that client's memory. */
export const CorrectCategorySelect = ({ row, choices }: CorrectCategorySelectProps) => {
  const translate = useTranslate();
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, category: string) => dataProvider.correctCsvRow(row.id, category),
    success: translate('ledgerleaf.uploads.rowCorrected'),
    failure: translate('ledgerleaf.uploads.categoryNotInUpload'),
  });
  return (
    <CategorySelect
      value={row.aiCategory}
      options={choices}
      ariaLabel={translate('ledgerleaf.uploads.categoryOf', { name: row.transactionName })}
      disabled={isPending}
      onPick={mutate}
      minWidth={160}
    />
  );
};
