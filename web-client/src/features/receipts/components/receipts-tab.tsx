import { useEffect, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber, RECEIPT_LIMITS, type ReceiptDto, type ReceiptStatus } from '@ledgerleaf/contracts';
import { currentLocale, i18n } from '../../../i18n/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { isReading, MISSING_RECEIPTS_QUERY_KEY, useReceipts, useUploadReceipts } from '../api/receipts';
import { MissingReceipts } from './missing-receipts';

const ACCEPT = 'image/jpeg,image/png,image/heic,.heic,.heif,application/pdf,.pdf';

const STATUSES: readonly ReceiptStatus[] = ['reading', 'read', 'unreadable'];
const STATUS_COLORS: Record<ReceiptStatus, StatusChipColor> = { reading: 'info', read: 'success', unreadable: 'warning' };

/** "26.25 CAD" / "26,25 CAD": an amount read off a receipt, in its own currency. */
const money = (value: string | null, currency: string | null) =>
  value === null
    ? null
    : i18n.t('receipts:amount', {
        amount: formatNumber(Number(value), currentLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
        currency: currency ?? 'CAD',
      });

/** One receipt: its picture (or a PDF mark), its status, what was read and its match. */
function ReceiptCard({ receipt }: { receipt: ReceiptDto }) {
  const { t } = useTranslation('receipts');
  const { fields } = receipt;
  const currency = fields.currency.value;
  const statusLabels = Object.fromEntries(STATUSES.map((status) => [status, t(`status.${status}`)])) as Record<ReceiptStatus, string>;
  const rows: [string, string | null][] = [
    [t('fields.vendor'), fields.vendor.value],
    [t('fields.date'), fields.date.value],
    [t('fields.total'), money(fields.total.value, currency)],
    [t('fields.gstHst'), money(fields.gstHst.value, currency)],
    [t('fields.pst'), money(fields.pst.value, currency)],
    [t('fields.qst'), money(fields.qst.value, currency)],
    [t('fields.businessNumber'), fields.businessNumber.value],
  ];
  const titleId = useId();
  return (
    <Paper component="article" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2}>
        {receipt.mimeType.startsWith('image/') ? (
          <Box component="img" src={receipt.fileUrl} alt="" sx={{ width: 72, height: 96, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }} />
        ) : (
          <Box aria-hidden sx={{ width: 72, height: 96, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', borderRadius: 1 }}>
            {t('pdfMark')}
          </Box>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {receipt.fileName}
            </Typography>
            <StatusChip status={receipt.status} labels={statusLabels} colors={STATUS_COLORS} />
          </Stack>
          {receipt.status === 'unreadable' && receipt.unreadableReason && (
            <Typography variant="body2" sx={{ color: 'warning.dark', mt: 0.5 }}>
              {receipt.unreadableReason}
            </Typography>
          )}
          {receipt.status !== 'reading' && (
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, typography: 'body2' }}>
              {rows
                .filter(([, value]) => value !== null)
                .map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ color: 'text.secondary' }}>
                      {label}
                    </Box>
                    <Box component="dd" sx={{ m: 0 }}>
                      {value}
                    </Box>
                  </Box>
                ))}
            </Box>
          )}
          {receipt.matchState && (
            <Typography variant="body2" sx={{ mt: 1, color: receipt.matchState === 'matched' ? 'success.dark' : 'text.secondary' }}>
              {t(`match.${receipt.matchState}`)}
            </Typography>
          )}
          {receipt.matchNote && receipt.matchState !== 'matched' && (
            <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
              {receipt.matchNote}
            </Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

/** The dashboard's Receipts tab: take a photo or drop files, then see each receipt read and matched to the books. */
export function ReceiptsTab() {
  const receipts = useReceipts();
  const queryClient = useQueryClient();
  const reading = isReading(receipts.data);
  // A receipt read (and matched) may take a purchase off the missing list.
  useEffect(() => {
    if (!reading) void queryClient.invalidateQueries({ queryKey: MISSING_RECEIPTS_QUERY_KEY });
  }, [reading, queryClient]);
  const upload = useUploadReceipts();
  const { t } = useTranslation('receipts');
  const [dragging, setDragging] = useState(false);
  const send = (list: FileList | null) => {
    const files = Array.from(list ?? []).slice(0, RECEIPT_LIMITS.maxFiles);
    if (files.length) upload.mutate(files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  };

  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        data-testid="receipts-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{ p: 3, borderStyle: 'dashed', bgcolor: dragging ? 'action.hover' : undefined }}
      >
        <Typography variant="h6" component="h2">
          {t('tab.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('tab.intro', { max: RECEIPT_LIMITS.maxFiles })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <Button component="label" variant="contained" startIcon={<PhotoCameraIcon />} disabled={upload.isPending}>
            {t('tab.takePhoto')}
            <input hidden type="file" accept="image/*" capture="environment" onChange={(event) => send(event.target.files)} data-testid="receipt-camera" />
          </Button>
          <Button component="label" variant="outlined" disabled={upload.isPending}>
            {upload.isPending ? t('tab.sending') : t('tab.chooseFiles')}
            <input hidden type="file" accept={ACCEPT} multiple onChange={(event) => send(event.target.files)} data-testid="receipt-files" />
          </Button>
        </Stack>
      </Paper>
      {receipts.isPending ? (
        <PageSpinner minHeight={160} />
      ) : receipts.isError ? (
        <ErrorState title={t('tab.loadFailed')} message={t('tab.tryLater')} error={receipts.error} onRetry={() => void receipts.refetch()} />
      ) : receipts.data.receipts.length === 0 ? (
        <EmptyState icon={<ReceiptLongIcon />} title={t('tab.emptyTitle')} hint={t('tab.emptyHint')} />
      ) : (
        <Stack spacing={2} component="section" aria-label={t('tab.list')}>
          {receipts.data.receipts.map((receipt) => (
            <ReceiptCard key={receipt.id} receipt={receipt} />
          ))}
        </Stack>
      )}
      <MissingReceipts />
    </Stack>
  );
}
