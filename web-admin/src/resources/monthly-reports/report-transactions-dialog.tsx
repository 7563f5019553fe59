import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, TextField, Typography } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useQuery } from '@tanstack/react-query';
import { DataTable, useDataProvider } from 'react-admin';
import {
  CATEGORIZATION_REVIEW_THRESHOLD,
  CATEGORY_SOURCE_LABELS,
  QUESTION_LIMITS,
  ReportStatus,
  type AdminMonthlyReportDto,
  type ReportTransactionRow,
  type UserCategoryRow,
} from '@ledgerleaf/contracts';
import { ArrayList } from '../../components/array-list';
import { CategorySelect } from '../../components/category-select';
import { StatusChip } from '../../components/status-chip';
import { useConsoleAction } from '../../components/use-console-action';
import type { AdminDataProvider } from '../../data-provider';
import { formatDollars, formatNumber } from '../../format-amounts';
import { useAreaTranslate } from '../../i18n';
import { reportCardName } from './report-card';
import { reportErrorNotice } from './report-error-notice';

// The API marks each row (needsReview); the threshold is only named in the sentence above the table.
const PERCENT = Math.round(CATEGORIZATION_REVIEW_THRESHOLD * 100);

/** A row's category that matches one of the client's names in another case is not listed a second time. */
const listedIgnoringCase = (value: string, options: readonly string[]) => options.some((n) => n.toLowerCase() === value.toLowerCase());

/** The category's source as the API names it ("AI", "rule"…): its key in the catalogue, or null for another word. */
const sourceKey = (source: string | null) => Object.entries(CATEGORY_SOURCE_LABELS).find(([, label]) => label === source)?.[0] ?? null;

export const reportTransactionsKey = (id: number) => ['report-transactions', id] as const;

/** A staff correction of one row, from the client's own categories. */
const CategoryCell = ({ report, row, categories }: { report: AdminMonthlyReportDto; row: ReportTransactionRow; categories: UserCategoryRow[] }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  // The rebuilt report has new files and counts: the refresh reads every view of it again.
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, category: string) =>
      dataProvider.correctReportTransaction(report.id, { name: row.name, ...(row.merchantName ? { merchantName: row.merchantName } : {}), category }),
    // 202: the workers are still rebuilding it; the notice says so instead of claiming it is done.
    success: (result) => ('build' in result ? result.message : t('rows.corrected')),
    failure: t('rows.correctionFailed'),
    failureNotice: reportErrorNotice(t('errorTitle')),
  });
  return (
    <CategorySelect
      value={row.category}
      options={categories.map((c) => c.categoryName)}
      ariaLabel={t('rows.categoryOf', { name: row.name })}
      disabled={isPending}
      onPick={mutate}
      minWidth={180}
      isListed={listedIgnoringCase}
      uncategorizedLabel={t('rows.uncategorized')}
    />
  );
};

/** "Ask the client": a question on one row of a pending report; the client answers from their dashboard. */
const AskClientButton = ({ report, row }: { report: AdminMonthlyReportDto; row: ReportTransactionRow & { transactionId: number } }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState('');
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, text: string) => dataProvider.askQuestion(report.id, { transactionId: row.transactionId, question: text }),
    success: t('ask.sent'),
    failure: t('ask.failed'),
    onSuccess: () => {
      setOpen(false);
      setQuestion('');
    },
  });
  const titleId = `ask-${report.id}-${row.transactionId}`;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={t('ask.actionOn', { name: row.name })}>
        {t('ask.action')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('ask.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {row.date} · {row.name} · {row.amount}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={t('ask.placeholder')}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            slotProps={{ htmlInput: { maxLength: QUESTION_LIMITS.questionMax } }}
            disabled={isPending}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('rows.close')}</Button>
          <Button variant="contained" disabled={isPending || !question.trim()} onClick={() => mutate(question.trim())}>
            {t('ask.action')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** A row of the dialog's list: react-admin's list parts key records by `id`, the CSV position here. */
type TransactionRecord = ReportTransactionRow & { id: number };

const Column = DataTable.Col<TransactionRecord>;

/**
 * The report's rows in react-admin's DataTable, paged in the browser by 100 (the API answers the
 * whole report, least sure first, so the rows staff act on stay on the first page).
 */
const TransactionRows = ({
  report,
  rows,
  categories,
  editable,
}: {
  report: AdminMonthlyReportDto;
  rows: ReportTransactionRow[];
  categories: UserCategoryRow[];
  editable: boolean;
}) => {
  const t = useAreaTranslate('ledgerleaf.reports.rows');
  return (
    <ArrayList data={rows} idOf={(row) => row.index} resource="report-transactions">
      <DataTable bulkActionButtons={false} rowClick={false} aria-label={t('label')} rowSx={(row) => (row.needsReview ? { bgcolor: '#fffbeb' } : {})}>
        <Column label={t('date')} disableSort sx={{ whiteSpace: 'nowrap' }} render={(row) => row.date} />
        <Column
          label={t('name')}
          disableSort
          render={(row) => (
            <>
              {row.name}
              {row.merchantName && row.merchantName !== row.name && (
                <Typography variant="caption" component="div" color="text.secondary">
                  {row.merchantName}
                </Typography>
              )}
            </>
          )}
        />
        <Column label={t('account')} disableSort render={(row) => row.accountName} />
        <Column label={t('amount')} disableSort align="right" sx={{ whiteSpace: 'nowrap' }} render={(row) => formatDollars(row.amount)} />
        <Column
          label={t('category')}
          disableSort
          render={(row) => (editable ? <CategoryCell report={report} row={row} categories={categories} /> : (row.category ?? t('uncategorized')))}
        />
        <Column
          label={t('confidence')}
          disableSort
          align="right"
          sx={{ whiteSpace: 'nowrap' }}
          render={(row) => (
            <>
              {row.confidence === null ? '—' : formatNumber(row.confidence, { style: 'percent', maximumFractionDigits: 0 })}
              {row.needsReview && (
                <>
                  {' '}
                  <StatusChip label={t('needsReview')} tone="yellow" />
                </>
              )}
            </>
          )}
        />
        <Column
          label={t('source')}
          disableSort
          render={(row) => {
            const key = sourceKey(row.source);
            return key ? t(`sources.${key}`) : (row.source ?? '—');
          }}
        />
        {editable && (
          <Column
            label={t('question')}
            disableSort
            render={(row) => (row.transactionId !== null ? <AskClientButton report={report} row={{ ...row, transactionId: row.transactionId }} /> : null)}
          />
        )}
      </DataTable>
    </ArrayList>
  );
};

const TransactionsTable = ({ report, editable }: { report: AdminMonthlyReportDto; editable: boolean }) => {
  const t = useAreaTranslate('ledgerleaf.reports.rows');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const rows = useQuery({ queryKey: reportTransactionsKey(report.id), queryFn: () => dataProvider.getReportTransactions(report.id) });
  const categories = useQuery({
    queryKey: ['report-categories', report.id],
    queryFn: () => dataProvider.getReportCategories(report.id),
    enabled: editable,
  });
  const failed = rows.error ?? (editable ? categories.error : null);
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void Promise.all([rows.refetch(), editable ? categories.refetch() : undefined])}>
            {t('retry')}
          </Button>
        }
      >
        {failed.message || t('loadFailed')}
      </Alert>
    );
  }
  if (rows.isPending || (editable && categories.isPending)) return <LinearProgress aria-label={t('loading')} />;
  const data = rows.data ?? [];
  if (!data.length) return <Typography color="text.secondary">{t('noTransactions')}</Typography>;
  const doubtful = data.filter((row) => row.needsReview).length;
  return (
    <>
      {rows.isFetching && <LinearProgress aria-label={t('refreshing')} sx={{ mb: 1 }} />}
      <Typography variant="body2" sx={{ mb: 1 }}>
        {doubtful ? t('belowThreshold', { smart_count: doubtful, percent: PERCENT }) : t('allSure', { percent: PERCENT })}{' '}
        {!editable && t('correctionsOnlyPending')}
      </Typography>
      <TransactionRows report={report} rows={data} categories={categories.data ?? []} editable={editable} />
    </>
  );
};

/**
 * A report's transactions, least sure first: staff correct a category of a pending report
 * (the API teaches the client's memory and rebuilds the files); other reports are read only.
 */
export const ReportTransactionsButton = ({ report }: { report: AdminMonthlyReportDto }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  const [open, setOpen] = useState(false);
  const editable = report.status === ReportStatus.PENDING;
  const titleId = `report-transactions-${report.id}`;
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<ListAltIcon />} onClick={() => setOpen(true)} disabled={!report.files.transactions}>
        {editable ? t('rows.reviewTransactions') : t('rows.viewTransactions')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="lg" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('rows.title', { label: reportCardName(t, report) })}</DialogTitle>
        <DialogContent dividers>{open && <TransactionsTable report={report} editable={editable} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('rows.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
