import { useState } from 'react';
import Stack from '@mui/material/Stack';
import type { CsvColumnMapping, CsvNeedsMappingResponse } from '@ledgerleaf/contracts';
import { needsMappingOf, rowErrorsOf, uploadErrorMessage, useUploadCsv } from '../api/upload-csv';
import { CsvDropzone } from './csv-dropzone';
import { CsvMappingStep } from './csv-mapping-step';
import { CsvUploadList } from './csv-upload-list';

/** A file the server asked about: its columns, and how to clear the drop area once it is in. */
interface PendingMapping {
  file: File;
  needs: CsvNeedsMappingResponse;
  uploaded: () => void;
}

/** The dashboard's CSV Upload & AI Categorization tab. */
export function CsvUploadTab() {
  const upload = useUploadCsv();
  const [pending, setPending] = useState<PendingMapping | null>(null);

  const send = (file: File, uploaded: () => void) =>
    upload.mutate(
      { file },
      {
        onSuccess: uploaded,
        onError: (error) => {
          const needs = needsMappingOf(error);
          if (needs) setPending({ file, needs, uploaded });
        },
      },
    );
  const sendMapped = (mapping: CsvColumnMapping) => {
    if (!pending) return;
    upload.mutate(
      { file: pending.file, mapping },
      {
        onSuccess: () => {
          pending.uploaded();
          setPending(null);
        },
      },
    );
  };
  // a refusal of the mapped file (a bad mapping, bad rows) shows in the step; the 422 that opened it does not
  const mappingError = pending && upload.error && !needsMappingOf(upload.error) ? uploadErrorMessage(upload.error) : null;

  return (
    <Stack spacing={3}>
      <CsvDropzone uploading={upload.isPending} rowErrors={rowErrorsOf(upload.error)} onUpload={send} />
      {pending && (
        <CsvMappingStep
          key={`${pending.file.name}-${pending.needs.columns.join('|')}`}
          fileName={pending.file.name}
          needs={pending.needs}
          uploading={upload.isPending}
          error={mappingError}
          onSubmit={sendMapped}
          onCancel={() => {
            setPending(null);
            upload.reset();
          }}
        />
      )}
      <CsvUploadList />
    </Stack>
  );
}
