import { Box, LinearProgress, Stack } from '@mui/material';
import { List, RecordContextProvider, useListContext, useTranslate, type GetListResult } from 'react-admin';
import type { AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import { ListLoadError } from '../../components/list-load-error';
import { useMyClientsFilter } from '../../components/my-clients-filter';
import { CsvUploadItem } from './csv-upload-item';
import { CsvUploadsEmpty } from './csv-uploads-empty';

/** How often the list is read again while a categorization runs, so its progress bar moves. */
export const CSV_PROGRESS_POLL_MS = 1000;

const anyProcessing = (result: GetListResult<AdminCsvUploadListItem> | undefined) => !!result?.data.some((upload) => upload.status === 'processing');

const CsvUploadCards = () => {
  const { data, isPending } = useListContext<AdminCsvUploadListItem>();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length) return <CsvUploadsEmpty />;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {data.map((upload) => (
        <RecordContextProvider key={upload.id} value={upload}>
          <CsvUploadItem />
        </RecordContextProvider>
      ))}
    </Stack>
  );
};

/** Every client's uploads, newest first; polled only while one of them is processing; a bookkeeper starts on "My clients". */
export const CsvUploadList = () => {
  const translate = useTranslate();
  const myClients = useMyClientsFilter();
  if (myClients.isPending) return <LinearProgress sx={{ m: 2 }} />;
  return (
    <List
      filters={myClients.filters()}
      filterDefaultValues={myClients.defaultValues}
      resource="csv-uploads"
      title={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={<CsvUploadsEmpty />}
      error={<ListLoadError />}
      exporter={false}
      disableSyncWithLocation
      queryOptions={{
        refetchInterval: (query: { state: { data?: GetListResult<AdminCsvUploadListItem> } }) =>
          anyProcessing(query.state.data) ? CSV_PROGRESS_POLL_MS : false,
      }}
    >
      <Box component="section" aria-label={translate('ledgerleaf.uploads.uploadedFiles')}>
        <CsvUploadCards />
      </Box>
    </List>
  );
};
