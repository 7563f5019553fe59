import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TableChartIcon from '@mui/icons-material/TableChart';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useCategorizeCsvUpload } from '../api/categorize-csv-upload';
import { useAddCsvToBooks, useRemoveCsvFromBooks } from '../api/csv-books';
import { useDeleteCsvUpload } from '../api/delete-csv-upload';
import { useCsvUploads } from '../api/get-csv-uploads';
import type { CsvUploadListItem } from '@ledgerleaf/contracts';
import { AddToBooksDialog } from './add-to-books-dialog';
import { CsvUploadCard } from './csv-upload-card';
import { DeleteUploadDialog } from './delete-upload-dialog';
import { useCategorizationToasts } from './use-categorization-toasts';

/** The user's uploads with their actions; loading, error and empty states included. */
export function CsvUploadList() {
  const { data: uploads, isPending, isError, error, refetch } = useCsvUploads();
  const categorize = useCategorizeCsvUpload();
  const deletion = useDeleteCsvUpload();
  const [toDelete, setToDelete] = useState<CsvUploadListItem | null>(null);
  const addToBooks = useAddCsvToBooks();
  const removeFromBooks = useRemoveCsvFromBooks();
  const [toAdd, setToAdd] = useState<CsvUploadListItem | null>(null);
  const { watch, unwatch } = useCategorizationToasts(uploads);
  const { t } = useTranslation('csv');

  if (isPending) return <PageSpinner minHeight={160} />;
  if (isError) {
    return <ErrorState title={t('list.loadFailed')} message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />;
  }
  if (uploads.length === 0) {
    return <EmptyState icon={<TableChartIcon />} title={t('list.emptyTitle')} hint={t('list.emptyHint')} />;
  }
  return (
    <Stack spacing={2} component="section" aria-label={t('list.label')}>
      {uploads.map((upload) => (
        <CsvUploadCard
          key={upload.id}
          upload={upload}
          categorizing={categorize.isPending && categorize.variables === upload.id}
          onCategorize={() => {
            watch(upload.id);
            // A refused request has said so already; the list must not announce it again.
            categorize.mutate(upload.id, { onError: () => unwatch(upload.id) });
          }}
          onDelete={() => setToDelete(upload)}
          onAddToBooks={() => {
            addToBooks.reset();
            setToAdd(upload);
          }}
          onRemoveFromBooks={() => removeFromBooks.mutate(upload.id)}
          booksPending={
            (removeFromBooks.isPending && removeFromBooks.variables === upload.id) || (addToBooks.isPending && addToBooks.variables?.id === upload.id)
          }
        />
      ))}
      <AddToBooksDialog
        key={toAdd?.id ?? 'closed'}
        fileName={toAdd?.fileName ?? null}
        adding={addToBooks.isPending}
        error={addToBooks.error}
        onCancel={() => setToAdd(null)}
        onConfirm={(accountName, accountType) => {
          if (toAdd) addToBooks.mutate({ id: toAdd.id, accountName, accountType }, { onSuccess: () => setToAdd(null) });
        }}
      />
      <DeleteUploadDialog
        fileName={toDelete?.fileName ?? null}
        deleting={deletion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) deletion.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </Stack>
  );
}
