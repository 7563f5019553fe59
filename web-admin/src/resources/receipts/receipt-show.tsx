import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useShowController } from 'react-admin';
import { type AdminReceiptDto, RECEIPT_FIELD_NAMES, type ReceiptFieldName } from '@ledgerleaf/contracts';
import { FileButton } from '../../components/file-button';
import { useConsoleAction } from '../../components/use-console-action';
import { matchLabel, ReceiptStatusChip } from './receipt-labels';

export const FIELD_LABELS: Record<ReceiptFieldName, string> = {
  vendor: 'Vendor',
  date: 'Date (YYYY-MM-DD)',
  total: 'Total',
  gstHst: 'GST/HST',
  pst: 'PST',
  qst: 'QST',
  businessNumber: 'Business number',
  currency: 'Currency',
};

type Values = Record<ReceiptFieldName, string>;
const valuesOf = (r: AdminReceiptDto): Values => Object.fromEntries(RECEIPT_FIELD_NAMES.map((n) => [n, r.fields[n].value ?? ''])) as Values;

/** The fields read, to correct: only the changed ones are sent (an emptied one clears it); the API checks each and names the rule it breaks. */
const FieldsForm = ({ receipt }: { receipt: AdminReceiptDto }) => {
  const [values, setValues] = useState<Values>(() => valuesOf(receipt));
  useEffect(() => setValues(valuesOf(receipt)), [receipt]);
  const changed = RECEIPT_FIELD_NAMES.filter((n) => values[n].trim() !== (receipt.fields[n].value ?? ''));
  const save = useConsoleAction<void, unknown>({
    call: (api) => api.correctReceipt(receipt.id, Object.fromEntries(changed.map((n) => [n, values[n].trim() === '' ? null : values[n].trim()]))),
    success: 'Receipt corrected',
    failure: 'The receipt could not be corrected.',
  });
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), save.mutate())}>
      <Grid container spacing={2}>
        {RECEIPT_FIELD_NAMES.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              size="small"
              label={FIELD_LABELS[name]}
              value={values[name]}
              disabled={receipt.status === 'reading'}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              helperText={
                receipt.fields[name].value !== null ? `${receipt.fields[name].source}, confidence ${Math.round(receipt.fields[name].confidence * 100)} %` : ' '
              }
            />
          </Grid>
        ))}
      </Grid>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!changed.length || save.isPending || receipt.status === 'reading'}>
        {save.isPending ? 'Saving…' : 'Save corrections'}
      </Button>
    </Box>
  );
};

/** Link to one of the candidates, or to any transaction of the client's books by its number; unlink. */
const MatchPanel = ({ receipt }: { receipt: AdminReceiptDto }) => {
  const [transactionId, setTransactionId] = useState('');
  const link = useConsoleAction<number, unknown>({
    call: (api, id) => api.linkReceipt(receipt.id, id),
    success: 'Receipt linked',
    failure: 'The receipt could not be linked.',
    onSuccess: () => setTransactionId(''),
  });
  const unlink = useConsoleAction<void, unknown>({
    call: (api) => api.unlinkReceipt(receipt.id),
    success: 'Receipt unlinked',
    failure: 'The receipt could not be unlinked.',
  });
  const typed = /^\d{1,15}$/.test(transactionId.trim()) ? Number(transactionId.trim()) : null;
  return (
    <Stack spacing={1.5}>
      <Typography>{matchLabel(receipt)}</Typography>
      {receipt.match && (
        <Box>
          <Button variant="outlined" color="warning" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
            Unlink
          </Button>
        </Box>
      )}
      {receipt.candidates.length > 0 && (
        <Stack spacing={1} aria-label="Candidates">
          {receipt.candidates.map((c) => (
            <Stack key={c.transactionId} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flex: 1 }}>
                #{c.transactionId} · {c.date} · {c.name} · ${c.amount}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                disabled={link.isPending}
                onClick={() => link.mutate(c.transactionId)}
                aria-label={`Link to ${c.transactionId}`}
              >
                Link
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} component="form" onSubmit={(e) => (e.preventDefault(), typed !== null && link.mutate(typed))}>
        <TextField size="small" label="Transaction #" value={transactionId} onChange={(e) => setTransactionId(e.target.value)} />
        <Button type="submit" variant="outlined" disabled={typed === null || link.isPending}>
          Link to this transaction
        </Button>
      </Stack>
    </Stack>
  );
};

/** One client's receipt for staff: the file, the fields read (to correct) and its link to the books. Every open is access-logged by the API. */
const ReceiptShow = ({ id }: { id?: number }) => {
  const { record, isPending, error, refetch } = useShowController<AdminReceiptDto>({ id });
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label="Loading the receipt" />;
  if (error || !record)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {(error as Error | null)?.message || 'The receipt could not be loaded.'}
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
              label={`Open ${record.fileName}`}
              messages={{ missing: `The file of "${record.fileName}" is missing.`, error: `"${record.fileName}" could not be opened.` }}
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
            Fields
          </Typography>
          <FieldsForm receipt={record} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" gutterBottom>
            Transaction
          </Typography>
          <MatchPanel receipt={record} />
        </CardContent>
      </Card>
    </Stack>
  );
};

export default ReceiptShow;
