import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, DataTable, useDataProvider, useRecordContext, type FieldProps } from 'react-admin';
import {
  FILING_PERIOD_STATUS_LABELS,
  GST_HST_FILE_KINDS,
  GST_HST_LINES,
  gstHstFileName,
  TAX_TREATMENTS,
  type AdminUserRow,
  type GstHstFileKind,
  type GstHstFiled,
  type GstHstLine,
  type GstHstPeriodRow,
  type TaxTreatment,
  type TaxTreatmentRow,
} from '@ledgerleaf/contracts';
import { ArrayList } from '../../components/array-list';
import { useConsoleAction } from '../../components/use-console-action';
import type { AdminDataProvider } from '../../data-provider';
import { httpErrorMessage } from '../../http-error-message';
import { formatDollars } from '../../format-amounts';
import { useAreaTranslate } from '../../i18n';
import { saveFile } from '../../save-file';

const useTaxTranslate = () => useAreaTranslate('ledgerleaf.tax');

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
  const t = useTaxTranslate();
  if (isPending) return <LinearProgress aria-label={t('profile')} sx={{ maxWidth: 320 }} />;
  if (isError)
    return (
      <Typography color="error" variant="body2">
        {t('profileFailed')}
      </Typography>
    );
  return (
    <Typography variant="body2">
      {t('profileLine', {
        province: data.province,
        frequency: t(`frequency.${data.filingFrequency}`, { _: data.filingFrequency }),
        method: t(`method.${data.method}`, { _: data.method }),
        structure: t(`structure.${data.businessStructure}`, { _: data.businessStructure.replace('_', ' ') }),
        yearEnd: data.taxYearEnd ?? '—',
        number: data.gstHstNumber ?? t('notGiven'),
      })}
      {/* A Québec registrant's QST number, which Revenu Québec's return asks for. */}
      {data.province === 'QC' && t('qstPart', { number: data.qstNumber ?? t('notGiven') })}
    </Typography>
  );
};

const PeriodColumn = DataTable.Col<GstHstPeriodRow>;

const Periods = ({ id }: { id: AdminUserRow['id'] }) => {
  const { data, isPending, isError } = useTax(id, 'periods', (dp) => dp.getClientGstHstReturns(id));
  const [open, setOpen] = useState<string | null>(null);
  const t = useTaxTranslate();
  if (isPending) return <LinearProgress aria-label={t('periods')} sx={{ maxWidth: 320 }} />;
  if (isError)
    return (
      <Typography color="error" variant="body2">
        {t('periodsFailed')}
      </Typography>
    );
  if (!data.length) return <Typography variant="body2">{t('noPeriod')}</Typography>;
  return (
    <Box>
      <ArrayList data={data} idOf={(p) => p.periodStart} resource="client-tax-periods">
        <DataTable bulkActionButtons={false} rowClick={false} aria-label={t('periods')}>
          <PeriodColumn label="ledgerleaf.tax.period" disableSort render={(p) => `${p.periodStart} – ${p.periodEnd}`} />
          <PeriodColumn
            label="ledgerleaf.tax.due"
            disableSort
            render={(p) => (p.paymentDueDate === p.dueDate ? p.dueDate : t('dueAndPayBy', { due: p.dueDate, payBy: p.paymentDueDate }))}
          />
          <PeriodColumn
            label="ledgerleaf.tax.status.label"
            disableSort
            render={(p) => {
              const status = t(`status.${p.status}`, { _: FILING_PERIOD_STATUS_LABELS[p.status] });
              return p.filed ? `${status} · ${t('filing.filedShort')}` : status;
            }}
          />
          <PeriodColumn label="ledgerleaf.tax.netTax" disableSort align="right" render={(p) => formatDollars(p.netTax)} />
          <PeriodColumn
            label=""
            disableSort
            align="right"
            render={(p) => (
              <Button size="small" onClick={() => setOpen(open === p.periodStart ? null : p.periodStart)}>
                {open === p.periodStart ? t('hide') : t('worksheet')}
              </Button>
            )}
          />
        </DataTable>
      </ArrayList>
      {open && <Worksheet id={id} periodStart={open} ended={data.find((p) => p.periodStart === open)?.status !== 'in_progress'} />}
    </Box>
  );
};

const LineColumn = DataTable.Col<{ line: GstHstLine; amount: string }>;

const Worksheet = ({ id, periodStart, ended }: { id: AdminUserRow['id']; periodStart: string; ended: boolean }) => {
  const { data, isPending, isError } = useTax(id, `worksheet-${periodStart}`, (dp) => dp.getClientGstHstWorksheet(id, periodStart));
  const t = useTaxTranslate();
  if (isPending) return <LinearProgress aria-label={t('worksheet')} sx={{ maxWidth: 320, my: 1 }} />;
  if (isError)
    return (
      <Typography color="error" variant="body2">
        {t('worksheetFailed')}
      </Typography>
    );
  return (
    <Box sx={{ my: 2 }} role="region" aria-label={t('worksheetOf', { period: periodStart })}>
      <Alert severity="info" sx={{ mb: 1 }}>
        {t('estimateLabel')}
      </Alert>
      <ArrayList data={GST_HST_LINES.map((line) => ({ line, amount: data.lines[line] }))} idOf={(l) => l.line} resource="client-tax-return-lines">
        <DataTable bulkActionButtons={false} rowClick={false} aria-label={t('returnLines')}>
          <LineColumn label="ledgerleaf.tax.line" disableSort sx={{ width: 56 }} render={(l) => l.line} />
          <LineColumn label="ledgerleaf.tax.description" disableSort render={(l) => t(`lines.${l.line}`)} />
          <LineColumn label="ledgerleaf.tax.amount" disableSort align="right" render={(l) => formatDollars(l.amount)} />
        </DataTable>
      </ArrayList>
      {data.qst && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('qstLine', {
            collected: formatDollars(data.qst.collected),
            refunds: formatDollars(data.qst.inputTaxRefunds),
            net: formatDollars(data.qst.netTax),
          })}
        </Typography>
      )}
      {ended && <FilingAction id={id} periodStart={periodStart} periodLabel={`${data.period.start} – ${data.period.end}`} filed={data.filed} />}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {GST_HST_FILE_KINDS.map((kind) => (
          <DownloadButton key={kind} id={id} periodStart={periodStart} kind={kind} />
        ))}
      </Stack>
    </Box>
  );
};

/** Whether the period's return is recorded as filed (who, when, figures frozen), with Mark as filed / Undo filed after a confirmation. */
const FilingAction = ({ id, periodStart, periodLabel, filed }: { id: AdminUserRow['id']; periodStart: string; periodLabel: string; filed?: GstHstFiled }) => {
  const t = useTaxTranslate();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const marking = !filed;
  const { mutate, isPending } = useConsoleAction({
    call: (dp, file: boolean) => dp.setClientGstHstReturnFiled(id, periodStart, file),
    success: (_worksheet, file) => (file ? t('filing.markedFiled') : t('filing.undone')),
    failure: t('filing.failed'),
    onError: (error) => setRefusal(httpErrorMessage(error, t('filing.failed'))),
    onSettled: () => setConfirming(false),
  });
  const filedText = (done: GstHstFiled) =>
    done.filedBy ? t('filing.filedOnBy', { date: done.filedAt.slice(0, 10), name: done.filedBy }) : t('filing.filedOn', { date: done.filedAt.slice(0, 10) });
  return (
    <Box role="group" aria-label={t('filing.label')} sx={{ mt: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color={filed ? 'success.main' : 'text.secondary'}>
          {filed ? filedText(filed) : t('filing.notFiled')}
        </Typography>
        <Button
          size="small"
          variant={marking ? 'contained' : 'outlined'}
          disabled={isPending}
          onClick={() => {
            setRefusal(null);
            setConfirming(true);
          }}
        >
          {t(isPending ? (marking ? 'filing.marking' : 'filing.undoing') : marking ? 'filing.markFiled' : 'filing.undoFiled')}
        </Button>
      </Stack>
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      )}
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={t(marking ? 'filing.markTitle' : 'filing.undoTitle')}
        content={t(marking ? 'filing.markBody' : 'filing.undoBody', { period: periodLabel })}
        confirm={t(marking ? 'filing.markFiled' : 'filing.undoFiled')}
        onConfirm={() => mutate(marking)}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

const DownloadButton = ({ id, periodStart, kind }: { id: AdminUserRow['id']; periodStart: string; kind: GstHstFileKind }) => {
  const { mutate, isPending } = useConsoleAction({
    call: async (dp) => saveFile(await dp.downloadClientGstHstWorksheet(id, periodStart, kind), gstHstFileName(periodStart, kind)),
    failure: 'ledgerleaf.tax.downloadFailed',
    refresh: 'never',
  });
  return (
    <Button size="small" variant="outlined" disabled={isPending} onClick={() => mutate()}>
      {kind.toUpperCase()}
    </Button>
  );
};

/** A treatment being edited, before Save: what the staff member picked and typed. */
interface TreatmentDraft {
  treatment: TaxTreatment;
  share: string;
}

const treatmentKey = (row: TaxTreatmentRow) => `${row.type}-${row.category}`;
const savedDraft = (row: TaxTreatmentRow): TreatmentDraft => ({ treatment: row.treatment, share: String(row.itcSharePercent) });
const validShare = (share: string) => /^\d{1,3}$/.test(share) && Number(share) <= 100;

const TreatmentColumn = DataTable.Col<TaxTreatmentRow>;

const Treatments = ({ id }: { id: AdminUserRow['id'] }) => {
  const { data, isPending, isError } = useTax(id, 'treatments', (dp) => dp.getClientTaxTreatments(id));
  // The edits live here, not in a row: the DataTable renders a row as cells, and the select, the
  // share and Save of one category are three of them. A saved draft stays: it equals the row read again.
  const [drafts, setDrafts] = useState<Record<string, TreatmentDraft>>({});
  const t = useTaxTranslate();
  if (isPending) return <LinearProgress aria-label={t('treatments')} sx={{ maxWidth: 320 }} />;
  if (isError)
    return (
      <Typography color="error" variant="body2">
        {t('treatmentsFailed')}
      </Typography>
    );
  const draftOf = (row: TaxTreatmentRow) => drafts[treatmentKey(row)] ?? savedDraft(row);
  const edit = (row: TaxTreatmentRow, change: Partial<TreatmentDraft>) =>
    setDrafts((all) => ({ ...all, [treatmentKey(row)]: { ...(all[treatmentKey(row)] ?? savedDraft(row)), ...change } }));
  return (
    <ArrayList data={data} idOf={treatmentKey} resource="client-tax-treatments">
      <DataTable bulkActionButtons={false} rowClick={false} aria-label={t('treatments')}>
        <TreatmentColumn
          label="ledgerleaf.tax.category"
          disableSort
          render={(row) => (
            <>
              {row.category}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                ({row.type === 'REVENUE' ? t('revenue') : t('expense')}, {row.overridden ? t('setByStaff') : t('default')})
              </Typography>
            </>
          )}
        />
        <TreatmentColumn
          label="ledgerleaf.tax.treatment"
          disableSort
          render={(row) => (
            <TextField
              select
              size="small"
              value={draftOf(row).treatment}
              onChange={(e) => edit(row, { treatment: e.target.value as TaxTreatment })}
              slotProps={{ htmlInput: { 'aria-label': t('treatmentOf', { category: row.category }) } }}
            >
              {TAX_TREATMENTS.map((treatment) => (
                <MenuItem key={treatment} value={treatment}>
                  {t(`treatmentLabels.${treatment}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TreatmentColumn
          label="ledgerleaf.tax.itcShare"
          disableSort
          render={(row) => {
            const { share } = draftOf(row);
            const valid = validShare(share);
            return (
              <TextField
                size="small"
                value={share}
                onChange={(e) => edit(row, { share: e.target.value })}
                error={!valid}
                helperText={valid ? undefined : t('itcShareRange')}
                slotProps={{ htmlInput: { 'aria-label': t('itcShareOf', { category: row.category }), inputMode: 'numeric' } }}
                sx={{ width: 90 }}
              />
            );
          }}
        />
        <TreatmentColumn label="" disableSort render={(row) => <SaveTreatmentButton id={id} row={row} draft={draftOf(row)} />} />
      </DataTable>
    </ArrayList>
  );
};

const SaveTreatmentButton = ({ id, row, draft }: { id: AdminUserRow['id']; row: TaxTreatmentRow; draft: TreatmentDraft }) => {
  const queryClient = useQueryClient();
  const t = useTaxTranslate();
  const { mutate, isPending } = useConsoleAction({
    call: (dp) => dp.setClientTaxTreatment(id, { category: row.category, treatment: draft.treatment, itcSharePercent: Number(draft.share) }),
    success: t('treatmentSaved', { category: row.category }),
    failure: 'ledgerleaf.tax.treatmentFailed',
    refresh: 'never',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['users', id, 'tax'] }),
  });
  const changed = draft.treatment !== row.treatment || draft.share !== String(row.itcSharePercent);
  return (
    <Button size="small" variant="contained" disabled={!changed || !validShare(draft.share) || isPending} onClick={() => mutate()}>
      {t('save')}
    </Button>
  );
};

export default ClientTaxSection;
