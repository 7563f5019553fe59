import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import { CsvPreviewTable as SharedCsvPreviewTable } from '@ledgerleaf/ui';
import { formatDollars } from '../../format-amounts';
import { formatConsoleDate, useCsvPreviewTexts } from '../../i18n/ui-texts';
import { CorrectCategorySelect } from './correct-category-select';

/** The first categorized rows of the completed upload in context (the table both apps share), each correctable by staff. */
export const CsvPreviewTable = () => {
  const translate = useTranslate();
  const upload = useRecordContext<AdminCsvUploadListItem>();
  const texts = useCsvPreviewTexts();
  if (!upload || upload.status !== 'completed') return null;
  const choices = upload.categories.map((category) => category.categoryName);
  return (
    <SharedCsvPreviewTable
      fileName={upload.fileName}
      rows={upload.categorizedData}
      totalRows={upload.originalRowCount}
      categoryLabel={translate('ledgerleaf.uploads.aiCategory')}
      formatAmount={formatDollars}
      formatDate={formatConsoleDate}
      texts={texts}
      renderCategory={(row) => <CorrectCategorySelect row={row} choices={choices} />}
    />
  );
};
