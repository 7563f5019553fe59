import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useShowController, useTranslate } from 'react-admin';
import { type AdminReceiptDto, RECEIPT_FIELD_NAMES, type ReceiptFieldName } from '@ledgerleaf/contracts';
import { FileButton } from '../../components/file-button';
import { useConsoleAction } from '../../components/use-console-action';
import { formatDollars } from '../../format-amounts';
import { useAreaTranslate } from '../../i18n';
import { matchLabel, ReceiptStatusChip } from './receipt-labels';

type Values = Record<ReceiptFieldName, string>;
const valuesOf = (r: AdminReceiptDto): Values => Object.fromEntries(RECEIPT_FIELD_NAMES.map((n) => [n, r.fields[n].value ?? ''])) as Values;

/** The fields read, to correct: only the changed ones are sent (an emptied one clears it); the API checks each and names the rule it breaks. */
const FieldsForm = ({ receipt }: { receipt: AdminReceiptDto }) => {
  const t = useAreaTranslate('ledgerleaf.receipts');
  const [values, setValues] = useState<Values>(() => valuesOf(receipt));
  useEffect(() => setValues(valuesOf(receipt)), [receipt]);
  const changed = RECEIPT_FIELD_NAMES.filter((n) => values[n].trim() !== (receipt.fields[n].value ?? ''));
  const save = useConsoleAction<void, unknown>({
    call: (api) => api.correctReceipt(receipt.id, Object.fromEntries(changed.map((n) => [n, values[n].trim() === '' ? null : values[n].trim()]))),
    success: t('corrected'),
    failure: t('correctFailed'),
  });
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), save.mutate())}>
      <Grid container spacing={2}>
        {RECEIPT_FIELD_NAMES.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              label={t(`field.${name}`)}
              value={values[name]}
              disabled={receipt.status === 'reading'}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              helperText={
                receipt.fields[name].value !== null
                  ? t('readBy', { source: t(`source.${receipt.fields[name].source}`), percent: Math.round(receipt.fields[name].confidence * 100) })
                  : ' '
              }
            />
          </Grid>
        ))}
      </Grid>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!changed.length || save.isPending || receipt.status === 'reading'}>
        {save.isPending ? t('saving') : t('saveCorrections')}
      </Button>
    </Box>
  );
};

/** Link to one of the candidates, or to any transaction of the client's books by its number; unlink. */
const MatchPanel = ({ receipt }: { receipt: AdminReceiptDto }) => {
  const translate = useTranslate();
  const t = useAreaTranslate('ledgerleaf.receipts');
  const [transactionId, setTransactionId] = useState('');
  const link = useConsoleAction<number, unknown>({
    call: (api, id) => api.linkReceipt(receipt.id, id),
    success: t('linked'),
    failure: t('linkFailed'),
    onSuccess: () => setTransactionId(''),
  });
  const unlink = useConsoleAction<void, unknown>({
    call: (api) => api.unlinkReceipt(receipt.id),
    success: t('unlinked'),
    failure: t('unlinkFailed'),
  });
  const typed = /^\d{1,15}$/.test(transactionId.trim()) ? Number(transactionId.trim()) : null;
  return (
    <Stack spacing={1.5}>
      <Typography>{matchLabel(receipt, translate)}</Typography>
      {receipt.match && (
        <Box>
          <Button variant="outlined" color="warning" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
            {t('unlink')}
          </Button>
        </Box>
      )}
      {receipt.candidates.length > 0 && (
        <Stack spacing={1} aria-label={t('candidateList')}>
          {receipt.candidates.map((c) => (
            <Stack key={c.transactionId} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                #{c.transactionId} · {c.date} · {c.name} · {formatDollars(c.amount)}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                disabled={link.isPending}
                onClick={() => link.mutate(c.transactionId)}
                aria-label={t('linkTo', { id: c.transactionId })}
              >
                {t('link')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} component="form" onSubmit={(e) => (e.preventDefault(), typed !== null && link.mutate(typed))}>
        <TextField size="small" label={t('transactionNumber')} value={transactionId} onChange={(e) => setTransactionId(e.target.value)} />
        <Button type="submit" variant="outlined" disabled={typed === null || link.isPending}>
          {t('linkToThis')}
        </Button>
      </Stack>
    </Stack>
  );
};

/** One client's receipt for staff: the file, the fields read (to correct) and its link to the books. Every open is access-logged by the API. */
const ReceiptShow = ({ id }: { id?: number }) => {
  const t = useAreaTranslate('ledgerleaf.receipts');
  const { record, isPending, error, refetch } = useShowController<AdminReceiptDto>({ id });
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={t('loading')} />;
  if (error || !record)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {(error as Error | null)?.message || t('loadFailed')}
      </Alert>
    );
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6">{record.fields.vendor.value ?? record.fileName}</Typography>
            <ReceiptStatusChip receipt={record} />
            <Typography color="text.secondary">{record.clientName}</Typography>
            <FileButton
              url={record.fileUrl}
              label={t('open', { name: record.fileName })}
              messages={{ missing: t('fileMissing', { name: record.fileName }), error: t('fileError', { name: record.fileName }) }}
            />
          </Stack>
          {record.unreadableReason && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {record.unreadableReason}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" gutterBottom>
            {t('fields')}
          </Typography>
          <FieldsForm receipt={record} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" gutterBottom>
            {t('transaction')}
          </Typography>
          <MatchPanel receipt={record} />
        </CardContent>
      </Card>
    </Stack>
  );
};

export default ReceiptShow;
