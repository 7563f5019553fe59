import { useEffect, useRef } from 'react';
import { Alert, Box, Button, Card, CardContent, FormControlLabel, LinearProgress, Stack, Switch, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DataTable,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  Title,
  useCreatePath,
  useDataProvider,
  useGetOne,
  useListContext,
  useTranslate,
  type PaginationProps,
} from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { type AdminUserRow, type DuplicateDecision, type LedgerResponse, type LedgerRow, type TransferDecisionRequest } from '@ledgerleaf/contracts';
import { DuplicatePair, isPossibleDuplicate, TransferPair, transferRowsOf, type PossibleDuplicateRow, type TransferCandidatesState } from '@ledgerleaf/ui';
import { EmptyState } from '../../components/empty-state';
import { StatusChip } from '../../components/status-chip';
import { useConsoleAction } from '../../components/use-console-action';
import { useServerPageList } from '../../components/use-server-page-list';
import type { AdminDataProvider } from '../../data-provider';
import { formatDollars } from '../../format-amounts';
import { formatCalendarDate } from '../../format-dates';
import { httpErrorMessage } from '../../http-error-message';
import { formatConsoleDate, useDuplicatePairTexts, useTransferPairTexts } from '../../i18n/ui-texts';
import { useAreaTranslate } from '../../i18n';

const PAGE_SIZES = [25, 50, 100] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the page shows, kept in the address (?from=&to=&duplicates=undecided&page=&perPage=) so a reload or a shared link keeps it. */
interface LedgerFilters {
  from: string;
  to: string;
  undecidedOnly: boolean;
  page: number;
  perPage: number;
}

function readFilters(params: URLSearchParams): LedgerFilters {
  const date = (name: string) => (DATE.test(params.get(name) ?? '') ? params.get(name)! : '');
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    from: date('from'),
    to: date('to'),
    undecidedOnly: params.get('duplicates') === 'undecided',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : PAGE_SIZES[0],
  };
}

function writeFilters({ from, to, undecidedOnly, page, perPage }: LedgerFilters): Record<string, string> {
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(undecidedOnly ? { duplicates: 'undecided' } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
    ...(perPage !== PAGE_SIZES[0] ? { perPage: String(perPage) } : {}),
  };
}

/** The first and last day of a month picked as YYYY-MM. */
const monthBounds = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
};

/** YYYY-MM when the period is exactly one calendar month, else ''. */
const monthOf = ({ from, to }: Pick<LedgerFilters, 'from' | 'to'>) =>
  from && to && from.slice(0, 7) === to.slice(0, 7) && monthBounds(from.slice(0, 7)).from === from && monthBounds(from.slice(0, 7)).to === to
    ? from.slice(0, 7)
    : '';

/** One field of the period (a month, or a From/To date), its label always above it; `min`/`max` bound the picker. */
const PeriodField = ({
  type,
  label,
  value,
  onChange,
  min,
  max,
}: {
  type: 'month' | 'date';
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}) => (
  <TextField
    type={type}
    size="small"
    fullWidth={false}
    sx={{ width: 190 }}
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: min || undefined, max: max || undefined } }}
  />
);

const Filters = ({ filters, onChange }: { filters: LedgerFilters; onChange: (change: Partial<LedgerFilters>) => void }) => {
  const t = useAreaTranslate('ledgerleaf.ledger');
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
      useFlexGap
      role="group"
      aria-label={t('filters')}
    >
      <PeriodField type="month" label={t('month')} value={monthOf(filters)} onChange={(value) => onChange(value ? monthBounds(value) : { from: '', to: '' })} />
      <PeriodField type="date" label={t('from')} value={filters.from} onChange={(from) => onChange({ from })} max={filters.to} />
      <PeriodField type="date" label={t('to')} value={filters.to} onChange={(to) => onChange({ to })} min={filters.from} />
      <FormControlLabel
        control={<Switch checked={filters.undecidedOnly} onChange={(e) => onChange({ undecidedOnly: e.target.checked })} />}
        label={t('duplicatesOnly')}
      />
      {(filters.from || filters.to) && (
        <Button size="small" onClick={() => onChange({ from: '', to: '' })}>
          {t('anyDate')}
        </Button>
      )}
    </Stack>
  );
};

/** The duplicate column: undecided rows are flagged with the row they match; decided ones say what was decided. */
const DuplicateMarker = ({ row }: { row: LedgerRow }) => {
  const t = useAreaTranslate('ledgerleaf.ledger');
  if (row.duplicateDecision) return <StatusChip label={t(`decision.${row.duplicateDecision}`)} tone="grey" />;
  if (!row.duplicate) return null;
  return (
    <>
      <StatusChip label={t('possibleDuplicate')} tone="yellow" />
      <Typography variant="caption" component="div" color="text.secondary">
        {t('duplicateOf', { name: row.duplicate.name, date: formatCalendarDate(row.duplicate.date), source: t(`source.${row.duplicate.source}`) })}
      </Typography>
    </>
  );
};

/** A row of the books in the list parts, which key records by `id`: the ledger's stable transaction id. */
type LedgerRecord = LedgerRow & { id: number };

const Column = DataTable.Col<LedgerRecord>;

/** The page of the books the server answered, newest first (the API's order: no column sorts). */
const LedgerTable = () => {
  const t = useAreaTranslate('ledgerleaf.ledger');
  return (
    <DataTable<LedgerRecord>
      bulkActionButtons={false}
      rowClick={false}
      aria-label={t('table')}
      rowSx={(row) => (row.duplicate && !row.duplicateDecision ? { bgcolor: '#fffbeb' } : {})}
    >
      <Column label={t('date')} disableSort sx={{ whiteSpace: 'nowrap' }} render={(row) => formatCalendarDate(row.date)} />
      <Column label={t('name')} disableSort render={(row) => row.name} />
      <Column label={t('amount')} disableSort align="right" sx={{ whiteSpace: 'nowrap' }} render={(row) => formatDollars(row.amount)} />
      <Column label={t('sourceLabel')} disableSort render={(row) => t(`source.${row.source}`)} />
      <Column label={t('account')} disableSort render={(row) => row.accountName} />
      <Column label={t('category')} disableSort render={(row) => row.category ?? '—'} />
      <Column label={t('duplicate')} disableSort render={(row) => <DuplicateMarker row={row} />} />
    </DataTable>
  );
};

/** One pair with the staff decision: the client's pending reports of that month are rebuilt, and every view reads again. */
const StaffDuplicatePair = ({ row, refreshing }: { row: PossibleDuplicateRow; refreshing: boolean }) => {
  const t = useAreaTranslate('ledgerleaf.ledger');
  const { mutate, isPending, variables } = useConsoleAction({
    call: (dataProvider, decision: DuplicateDecision) => dataProvider.decideClientDuplicate(row.transactionId, decision),
    success: (_row, decision) => (decision === 'same' ? t('markedSame') : t('markedDistinct')),
    failure: t('decideFailed'),
    // The client may have decided it meanwhile (409): the list reads again either way.
    refresh: 'always',
  });
  const texts = useDuplicatePairTexts();
  return (
    <DuplicatePair
      row={row}
      newTitle={t('newInBooks')}
      formatAmount={formatDollars}
      formatDate={formatConsoleDate}
      texts={texts}
      saving={isPending ? (variables ?? null) : null}
      disabled={refreshing}
      onDecide={mutate}
    />
  );
};

/** The page's undecided pairs, each beside the row it matches (from the same list context as the table). */
const DuplicatePairs = () => {
  const t = useAreaTranslate('ledgerleaf.ledger');
  const { data = [], isFetching = false } = useListContext<LedgerRecord>();
  return (
    <Stack spacing={1.5} component="section" aria-label={t('duplicates')}>
      <Typography variant="body2" color="text.secondary">
        {t('duplicatesHint')}
      </Typography>
      {data
        .filter((row): row is LedgerRecord & PossibleDuplicateRow => isPossibleDuplicate(row))
        .map((row) => (
          <StaffDuplicatePair key={row.transactionId} row={row} refreshing={isFetching} />
        ))}
    </Stack>
  );
};

/**
 * A transfer between the client's own accounts (matched by the drain, or decided) beside its
 * other row, or a transfer candidate beside the rows that could be its other half (read when
 * shown), with the staff decision: "Transfer" (the pair, or the counterpart picked) or "Not a transfer".
 */
const StaffTransfer = ({ row, refreshing }: { row: LedgerRecord; refreshing: boolean }) => {
  const t = useAreaTranslate('ledgerleaf.ledger');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { mutate, isPending, variables } = useConsoleAction({
    call: (dataProvider, body: TransferDecisionRequest) => dataProvider.decideClientTransfer(row.transactionId, body),
    success: (_row, body) => (body.decision === 'transfer' ? t('markedTransfer') : t('markedNotTransfer')),
    failure: t('decideFailed'),
    refresh: 'always',
  });
  const candidates = useQuery({
    queryKey: ['ledger', row.transactionId, 'transfer-candidates'],
    queryFn: () => dataProvider.getClientTransferCandidates(row.transactionId),
    enabled: row.transfer === null,
    retry: false,
  });
  const state: TransferCandidatesState = candidates.isPending
    ? { status: 'loading' }
    : candidates.isError
      ? { status: 'error', message: httpErrorMessage(candidates.error, t('candidatesFailed')), onRetry: () => void candidates.refetch() }
      : { status: 'ready', candidates: candidates.data.candidates };
  const texts = useTransferPairTexts();
  return (
    <TransferPair
      row={row}
      formatAmount={formatDollars}
      formatDate={formatConsoleDate}
      texts={texts}
      candidates={row.transfer === null ? state : undefined}
      saving={isPending ? (variables?.decision ?? null) : null}
      disabled={refreshing}
      onDecide={mutate}
    />
  );
};

/** The page's transfers (the money-out side of each pair, so a pair shows once) and transfer candidates. */
const TransferPairs = () => {
  const t = useAreaTranslate('ledgerleaf.ledger');
  const { data = [], isFetching = false } = useListContext<LedgerRecord>();
  const rows = transferRowsOf(data);
  if (!rows.length) return null;
  return (
    <Stack spacing={1.5} component="section" aria-label={t('transfers')}>
      <Typography variant="body2" color="text.secondary">
        {t('transfersHint')}
      </Typography>
      {rows.map((row) => (
        <StaffTransfer key={row.transactionId} row={row} refreshing={isFetching} />
      ))}
    </Stack>
  );
};

/**
 * MUI's own props the page's paging keeps, which react-admin's Pagination passes on to MUI's
 * though its type leaves them out: the range in MUI's wording (an en dash, as the page showed
 * before; react-admin's English has a hyphen), and buttons that wait while the next page loads
 * (the previous rows still shown), so a second click cannot skip a page.
 */
const muiPaginationProps = (loading: boolean, translate: ReturnType<typeof useTranslate>) =>
  ({
    labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => translate('ledgerleaf.ledger.rowsRange', { from, to, count }),
    disabled: loading,
  }) as PaginationProps;

const LedgerView = ({ userId, filters, onChange }: { userId: number; filters: LedgerFilters; onChange: (change: Partial<LedgerFilters>) => void }) => {
  const translate = useTranslate();
  const t = useAreaTranslate('ledgerleaf.ledger');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useQuery<LedgerResponse>({
    queryKey: ['users', userId, 'ledger', filters],
    queryFn: () =>
      dataProvider.getClientLedger(userId, {
        from: filters.from || undefined,
        to: filters.to || undefined,
        page: filters.page,
        limit: filters.perPage,
        undecidedOnly: filters.undecidedOnly,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const list = useServerPageList<LedgerRecord>({
    rows: data?.transactions.map((row) => ({ ...row, id: row.transactionId })),
    total: data?.pagination.total,
    page: filters.page,
    perPage: filters.perPage,
    setPage: (page) => onChange({ page }),
    setPerPage: (perPage) => onChange({ perPage, page: 1 }),
    isPending,
    isFetching,
    isPlaceholderData,
    error,
    refetch: () => void refetch(),
    resource: 'client-ledger',
  });
  // A page emptied by decisions (or a stale address) moves to the last page there is.
  const lastPage = data?.pagination.totalPages ?? 1;
  useEffect(() => {
    if (data && filters.page > lastPage) onChange({ page: lastPage });
  }, [data, filters.page, lastPage, onChange]);

  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {httpErrorMessage(error, t('loadFailed'))}
      </Alert>
    );
  }
  if (isPending) return <LinearProgress aria-label={t('loading')} />;
  return (
    <ResourceContextProvider value="client-ledger">
      <ListContextProvider value={list}>
        <Stack spacing={2}>
          {isFetching && <LinearProgress aria-label={t('refreshing')} />}
          {!filters.undecidedOnly && data.undecidedDuplicates > 0 && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => onChange({ undecidedOnly: true })}>
                  {t('decide')}
                </Button>
              }
            >
              {t('duplicatesWait', { smart_count: data.undecidedDuplicates })}
            </Alert>
          )}
          {!data.transactions.length ? (
            filters.undecidedOnly ? (
              <EmptyState icon={<CompareArrowsIcon />} message={t('emptyDuplicates')} />
            ) : (
              <EmptyState icon={<ReceiptLongIcon />} message={t('empty')} detail={t('emptyDetail')} />
            )
          ) : filters.undecidedOnly ? (
            <DuplicatePairs />
          ) : (
            <>
              <TransferPairs />
              <LedgerTable />
            </>
          )}
          {/* react-admin hides it on an out-of-range page: the effect above moves there first. */}
          <Pagination rowsPerPageOptions={[...PAGE_SIZES]} {...muiPaginationProps(isPlaceholderData, translate)} />
        </Stack>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

/**
 * /admin/users/:id/ledger: one client's books as the client reads them (bank rows, CSV
 * accounts, manual transactions), newest first and paged by the server, with a period, a
 * "possible duplicates only" view that puts each pair side by side, and the decisions.
 */
const ClientLedgerPage = () => {
  const t = useAreaTranslate('ledgerleaf.ledger');
  const { id } = useParams();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  const createPath = useCreatePath();
  const { data: client } = useGetOne<AdminUserRow>('users', { id: userId }, { enabled: valid });
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  // Filters sent to the address that it does not show yet: a second quick edit (From, then To)
  // builds on them, or the first one would be lost (setSearchParams reads this render's params).
  const unshown = useRef<LedgerFilters | null>(null);
  useEffect(() => {
    unshown.current = null;
  }, [params]);
  // A change of period or view starts again at page 1.
  const onChange = (change: Partial<LedgerFilters>) => {
    const next = { ...(unshown.current ?? filters), ...('page' in change ? {} : { page: 1 }), ...change };
    unshown.current = next;
    setParams(writeFilters(next), { replace: true });
  };
  const title = client ? t('titleOf', { name: client.name }) : t('title');
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
              <Typography variant="h5" component="h1">
                {title}
              </Typography>
              {valid && (
                <Button component={Link} to={createPath({ resource: 'users', id: userId, type: 'show' })} startIcon={<ArrowBackIcon />} size="small">
                  {t('backToClient')}
                </Button>
              )}
            </Stack>
            {valid ? (
              <>
                <Filters filters={filters} onChange={onChange} />
                <LedgerView userId={userId} filters={filters} onChange={onChange} />
              </>
            ) : (
              <Alert severity="error">{t('noClient')}</Alert>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

export default ClientLedgerPage;
