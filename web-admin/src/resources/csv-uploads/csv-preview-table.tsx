import { useRecordContext } from 'react-admin';
import type { AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import { CsvPreviewTable as SharedCsvPreviewTable } from '@ledgerleaf/ui';
import { CorrectCategorySelect } from './correct-category-select';

/** A stored decimal string with the spec's $ prefix; the sign goes first ("-$12.50"). */
export const formatDollars = (amount: string) => (amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`);

/** The first categorized rows of the completed upload in context (the table both apps share), each correctable by staff. */
export const CsvPreviewTable = () => {
  const upload = useRecordContext<AdminCsvUploadListItem>();
  if (!upload || upload.status !== 'completed') return null;
  const choices = upload.categories.map((category) => category.categoryName);
  return (
    <SharedCsvPreviewTable
      fileName={upload.fileName}
      rows={upload.categorizedData}
      totalRows={upload.originalRowCount}
      categoryLabel="AI Category"
      formatAmount={formatDollars}
      renderCategory={(row) => <CorrectCategorySelect row={row} choices={choices} />}
    />
  );
};
