import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'react-admin';
import { useConsoleAction } from '../../components/use-console-action';
import { saveFile } from '../../save-file';

/** Exports the rows the list's filters select (all pages) as access-log.csv. */
export const ExportAccessLogButton = () => {
  const translate = useTranslate();
  const { filterValues, sort, total } = useListContext();
  const { mutate, isPending } = useConsoleAction({
    call: async (dataProvider, _: null) => saveFile(await dataProvider.exportAccessLog(filterValues, sort), 'access-log.csv'),
    failure: translate('ledgerleaf.accessLog.exportFailed'),
    refresh: 'never',
  });
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={isPending || !total} onClick={() => mutate(null)}>
      {translate('ledgerleaf.accessLog.exportCsv')}
    </Button>
  );
};
