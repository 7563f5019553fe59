import { useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { ACCEPTED_BANK_NAMES, CSV_REQUIRED_COLUMNS, type CategoryInput } from '@ledgerleaf/contracts';
import { CsvDropzone } from '@ledgerleaf/ui';
import { useConsoleAction } from '../../components/use-console-action';
import { useCsvDropzoneTexts } from '../../i18n/ui-texts';
import { formatNumber } from '../../format-amounts';

const kilobytes = (bytes: number) => formatNumber(bytes / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });

/** Drag-and-drop or click to choose one .csv/.ofx/.qfx, then Upload (with the page's categories) or Remove. */
export const CsvUploadCard = ({ categories }: { categories: readonly CategoryInput[] }) => {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const notify = useNotify();
  const dropzoneTexts = useCsvDropzoneTexts();
  const clear = () => setFile(null);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, chosen: File) => dataProvider.uploadCsv(chosen, categories),
    success: ({ rowCount }) => translate('ledgerleaf.uploads.uploaded', { smart_count: rowCount }),
    failure: translate('ledgerleaf.uploads.uploadFailed'),
    onSuccess: clear,
  });

  return (
    <Card variant="outlined" component="section" aria-label={translate('ledgerleaf.uploads.uploadCard')} sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('ledgerleaf.uploads.uploadTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('ledgerleaf.uploads.accepted', { columns: CSV_REQUIRED_COLUMNS.join(', '), banks: ACCEPTED_BANK_NAMES.join(', ') })}
        </Typography>
        <CsvDropzone
          dense
          onFile={setFile}
          onRejected={() => notify('ledgerleaf.uploads.notCsvName', { type: 'warning' })}
          sx={{ mt: 2 }}
          texts={dropzoneTexts}
        />
        {file && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              <strong>{file.name}</strong> ({translate('ledgerleaf.uploads.kilobytes', { size: kilobytes(file.size) })})
            </Typography>
            <Button variant="contained" size="small" disabled={isPending} onClick={() => mutate(file)}>
              {translate(isPending ? 'ledgerleaf.uploads.uploading' : 'ledgerleaf.uploads.upload')}
            </Button>
            <Button size="small" disabled={isPending} onClick={clear}>
              {translate('ledgerleaf.uploads.remove')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
