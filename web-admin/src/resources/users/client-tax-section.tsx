import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, type FieldProps } from 'react-admin';
import {
  FILING_PERIOD_STATUS_LABELS,
  GST_HST_FILE_KINDS,
  GST_HST_LINE_LABELS,
  GST_HST_LINES,
  gstHstFileName,
  TAX_MESSAGES,
  TAX_TREATMENT_LABELS,
  TAX_TREATMENTS,
  type AdminUserRow,
  type GstHstFileKind,
  type TaxTreatment,
  type TaxTreatmentRow,
} from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';
import type { AdminDataProvider } from '../../data-provider';
import { saveFile } from '../../save-file';

/** The client's sales tax, as the client sees it, plus the category treatments staff set for them. */
const ClientTaxSection = (_props: Pick<FieldProps, 'label'>) => {
  const record = useRecordContext<AdminUserRow>();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <ProfileLine id={record.id} />
      <Periods id={record.id} />
      <Treatments id={record.id} />
    </Stack>
  );
};

const useTax = <T,>(id: AdminUserRow['id'], key: string, call: (dp: AdminDataProvider) => Promise<T>, enabled = true) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({ queryKey: ['users', id, 'tax', key], queryFn: () => call(dataProvider), retry: false, enabled });
};

const ProfileLine = ({ id }: { id: AdminUserRow['id'] }) => {
  const { data, isPending, isError } = useTax(id, 'profile', (dp) => dp.getClientTaxProfile(id));
  if (isPending) return <LinearProgress aria-label="Tax profile" sx={{ maxWidth: 320 }} />;
  if (isError) return <Typography color="error" variant="body2">The tax profile could not be loaded.</Typography>;
  return (
    <Typography variant="body2">
      {data.province} · {data.filingFrequency} · {data.method === 'quick' ? 'Quick Method' : 'regular method'} · {data.businessStructure.replace('_', ' ')} · year end {data.taxYearEnd} · GST/HST {data.gstHstNumber ?? 'not given'}
    </Typography>
  );
};

const Periods = ({ id }: { id: AdminUserRow['id'] }) => {
  const { data, isPending, isError } = useTax(id, 'periods', (dp) => dp.getClientGstHstReturns(id));
  const [open, setOpen] = useState<string | null>(null);
  if (isPending) return <LinearProgress aria-label="GST/HST periods" sx={{ maxWidth: 320 }} />;
  if (isError) return <Typography color="error" variant="body2">The GST/HST periods could not be loaded.</Typography>;
  if (!data.length) return <Typography variant="body2">No filing period yet.</Typography>;
  return (
    <Box>
      <Table size="small" aria-label="GST/HST periods">
        <TableHead>
          <TableRow>
            <TableCell>Period</TableCell>
            <TableCell>Due</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Net tax (estimate)</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((p) => (
            <TableRow key={p.periodStart}>
              <TableCell>
                {p.periodStart} – {p.periodEnd}
              </TableCell>
              <TableCell>{p.paymentDueDate === p.dueDate ? p.dueDate : `${p.dueDate} (pay by ${p.paymentDueDate})`}</TableCell>
              <TableCell>{FILING_PERIOD_STATUS_LABELS[p.status]}</TableCell>
              <TableCell align="right">{p.netTax}</TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => setOpen(open === p.periodStart ? null : p.periodStart)}>
                  {open === p.periodStart ? 'Hide' : 'Worksheet'}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {open && <Worksheet id={id} periodStart={open} />}
    </Box>
  );
};

const Worksheet = ({ id, periodStart }: { id: AdminUserRow['id']; periodStart: string }) => {
  const { data, isPending, isError } = useTax(id, `worksheet-${periodStart}`, (dp) => dp.getClientGstHstWorksheet(id, periodStart));
  if (isPending) return <LinearProgress aria-label="Worksheet" sx={{ maxWidth: 320, my: 1 }} />;
  if (isError) return <Typography color="error" variant="body2">The worksheet could not be loaded.</Typography>;
  return (
    <Box sx={{ my: 2 }} role="region" aria-label={`Worksheet ${periodStart}`}>
      <Alert severity="info" sx={{ mb: 1 }}>{TAX_MESSAGES.estimateLabel}</Alert>
      <Table size="small" aria-label="Return lines">
        <TableBody>
          {GST_HST_LINES.map((line) => (
            <TableRow key={line}>
              <TableCell sx={{ width: 56 }}>{line}</TableCell>
              <TableCell>{GST_HST_LINE_LABELS[line]}</TableCell>
              <TableCell align="right">{data.lines[line]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.qst && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          QST collected {data.qst.collected} · input tax refunds {data.qst.inputTaxRefunds} · net {data.qst.netTax}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {GST_HST_FILE_KINDS.map((kind) => (
          <DownloadButton key={kind} id={id} periodStart={periodStart} kind={kind} />
        ))}
      </Stack>
    </Box>
  );
};

const DownloadButton = ({ id, periodStart, kind }: { id: AdminUserRow['id']; periodStart: string; kind: GstHstFileKind }) => {
  const { mutate, isPending } = useConsoleAction({
    call: async (dp) => saveFile(await dp.downloadClientGstHstWorksheet(id, periodStart, kind), gstHstFileName(periodStart, kind)),
    failure: 'The worksheet could not be downloaded',
    refresh: 'never',
  });
  return (
    <Button size="small" variant="outlined" disabled={isPending} onClick={() => mutate()}>
      {kind.toUpperCase()}
    </Button>
  );
};

const Treatments = ({ id }: { id: AdminUserRow['id'] }) => {
  const { data, isPending, isError } = useTax(id, 'treatments', (dp) => dp.getClientTaxTreatments(id));
  if (isPending) return <LinearProgress aria-label="Category treatments" sx={{ maxWidth: 320 }} />;
  if (isError) return <Typography color="error" variant="body2">The category treatments could not be loaded.</Typography>;
  return (
    <Table size="small" aria-label="Category treatments">
      <TableHead>
        <TableRow>
          <TableCell>Category</TableCell>
          <TableCell>Treatment</TableCell>
          <TableCell>ITC share %</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((row) => (
          <TreatmentRow key={`${row.type}-${row.category}`} id={id} row={row} />
        ))}
      </TableBody>
    </Table>
  );
};

const TreatmentRow = ({ id, row }: { id: AdminUserRow['id']; row: TaxTreatmentRow }) => {
  const queryClient = useQueryClient();
  const [treatment, setTreatment] = useState<TaxTreatment>(row.treatment);
  const [share, setShare] = useState(String(row.itcSharePercent));
  const valid = /^\d{1,3}$/.test(share) && Number(share) <= 100;
  const { mutate, isPending } = useConsoleAction({
    call: (dp) => dp.setClientTaxTreatment(id, { category: row.category, treatment, itcSharePercent: Number(share) }),
    success: `${row.category}: saved`,
    failure: 'The treatment could not be saved',
    refresh: 'never',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['users', id, 'tax'] }),
  });
  const changed = treatment !== row.treatment || share !== String(row.itcSharePercent);
  return (
    <TableRow>
      <TableCell>
        {row.category} <Typography component="span" variant="caption" color="text.secondary">({row.type === 'REVENUE' ? 'revenue' : 'expense'}{row.overridden ? ', set by staff' : ', default'})</Typography>
      </TableCell>
      <TableCell>
        <TextField select size="small" value={treatment} onChange={(e) => setTreatment(e.target.value as TaxTreatment)} slotProps={{ htmlInput: { 'aria-label': `Treatment of ${row.category}` } }}>
          {TAX_TREATMENTS.map((t) => (
            <MenuItem key={t} value={t}>
              {TAX_TREATMENT_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell>
        <TextField size="small" value={share} onChange={(e) => setShare(e.target.value)} error={!valid} helperText={valid ? undefined : TAX_MESSAGES.itcShareRange} slotProps={{ htmlInput: { 'aria-label': `ITC share of ${row.category}`, inputMode: 'numeric' } }} sx={{ width: 90 }} />
      </TableCell>
      <TableCell>
        <Button size="small" variant="contained" disabled={!changed || !valid || isPending} onClick={() => mutate()}>
          Save
        </Button>
      </TableCell>
    </TableRow>
  );
};

export default ClientTaxSection;
