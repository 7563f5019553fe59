import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { CSV_FILE, type AdminMonthlyReportDto, type ReportOverrideKind } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { useConsoleAction, useShowNotice } from '../../components/use-console-action';
import { reportErrorNotice } from './report-error-notice';

/**
 * A file picker (.csv) for one replaceable report file; its upload button appears once a
 * file is chosen. `override` is the pending card's (tab 1), `replace` the history's (tab 9):
 * the same call, with the toast each tab's spec gives.
 */
export const OverrideFileUpload = ({ report, kind, mode }: { report: AdminMonthlyReportDto; kind: ReportOverrideKind; mode: 'override' | 'replace' }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  const show = useShowNotice();
  const which = kind === 'transactions' ? 'Transactions' : 'Summary';
  const errorNotice = reportErrorNotice(t('errorTitle'));
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the native input once its file is sent.
  const [inputKey, setInputKey] = useState(0);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, chosen: File) => dataProvider.uploadReportOverride(report.id, kind, chosen),
    success: mode === 'override' ? t(`notices.overrideUploaded${which}`) : { title: t('notices.fileReplacedTitle'), text: t(`notices.fileReplaced${which}`) },
    failure: t('notices.overrideFailed'),
    failureNotice: errorNotice,
    onSuccess: () => {
      setFile(null);
      setInputKey((k) => k + 1);
    },
  });
  const label =
    mode === 'override' ? t(kind === 'transactions' ? 'transactionsCsv' : 'summaryCsv') : t(kind === 'transactions' ? 'replaceTransactions' : 'replaceSummary');
  const upload = () => {
    if (!file) return;
    if (!CSV_FILE.isCsvName(file.name)) {
      show(errorNotice(t('notices.overrideNotCsv')));
      return;
    }
    mutate(file);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        key={inputKey}
        type="file"
        size="small"
        label={label}
        disabled={isPending}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: CSV_FILE.accept, 'aria-label': label } }}
        onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        sx={{ flex: 1 }}
      />
      {file && (
        <Button
          size="small"
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={isPending}
          onClick={upload}
          aria-label={t('uploadFile', { file: label })}
        >
          {t('upload')}
        </Button>
      )}
    </Stack>
  );
};
