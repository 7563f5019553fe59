import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { EXPORT_MAX_EXCLUDED_IDS, type TransactionSortColumn } from '@ledgerleaf/contracts';
import { EmptyState } from '../../../components/empty-state';
import { PageSpinner } from '../../../components/page-spinner';
import { useToast } from '../../../components/toast/toast-context';
import { errorReferenceOf, getApiErrorMessage } from '../../../lib/api-client';
import { useTransactions } from '../api/get-transactions';
import { goToPage, INITIAL_LIST_STATE, sortBy, type TransactionsListState } from '../utils/transactions-list-state';
import { BankErrorPanel } from './bank-error-panel';
import { useBankLink } from './bank-link-context';
import { ExportButtons } from './export-buttons';
import { TransactionsTable } from './transactions-table';

/** The transactions list: sort, pages of 500, local exclusion from exports, and both exports. */
export function TransactionsPanel() {
  const [list, setList] = useState<TransactionsListState>(INITIAL_LIST_STATE);
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set());
  const query = useTransactions(list);
  const { toast } = useToast();
  const { t } = useTranslation('bank');
  const { connect, busy } = useBankLink();
  const { isError, error } = query;

  useEffect(() => {
    if (isError)
      toast({ title: t('texts.fetchFailed'), description: getApiErrorMessage(error, ''), reference: errorReferenceOf(error), variant: 'destructive' });
  }, [isError, error, toast, t]);

  const excludedIds = useMemo(() => [...excluded].sort((a, b) => a - b), [excluded]);
  const toggleExcluded = (id: number) =>
    setExcluded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (query.isPending) return <PageSpinner minHeight={240} />;
  if (query.isError) return <BankErrorPanel error={query.error} />;

  const { transactions, accounts, pagination } = query.data;
  if (!accounts.length) {
    return (
      <EmptyState
        icon={<AccountBalanceIcon />}
        title={t('texts.noAccounts')}
        headingLevel="h3"
        hint={t('panel.connectHint')}
        action={
          <Button variant="contained" disabled={busy} onClick={connect}>
            {t('panel.connect')}
          </Button>
        }
      />
    );
  }

  const first = pagination.total === 0 ? 0 : (pagination.page - 1) * pagination.limit + 1;
  const last = Math.min(pagination.page * pagination.limit, pagination.total);
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography sx={{ color: 'text.secondary' }} aria-live="polite">
          {pagination.total === 0 ? t('panel.none') : t('panel.showing', { first, last, total: pagination.total })}
          {excluded.size > 0 && (
            <>
              {t('panel.excluded', { count: excluded.size })}
              <Button size="small" onClick={() => setExcluded(new Set())}>
                {t('panel.clear')}
              </Button>
            </>
          )}
        </Typography>
        <ExportButtons excludedIds={excludedIds} disabled={pagination.total === 0} />
      </Stack>
      {excluded.size >= EXPORT_MAX_EXCLUDED_IDS && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('panel.excludeLimit', { max: EXPORT_MAX_EXCLUDED_IDS })}
        </Alert>
      )}
      {query.isFetching && <LinearProgress aria-label={t('panel.loading')} sx={{ mb: 1 }} />}
      {transactions.length === 0 ? (
        <EmptyState icon={<AccountBalanceIcon />} title={t('texts.noTransactions')} headingLevel="h3" hint={t('panel.connectedHint')} />
      ) : (
        <TransactionsTable
          transactions={transactions}
          sort={list.sort}
          onSort={(column: TransactionSortColumn) => setList((state) => sortBy(state, column))}
          excluded={excluded}
          onToggleExcluded={toggleExcluded}
          excludeLimitReached={excluded.size >= EXPORT_MAX_EXCLUDED_IDS}
        />
      )}
      {pagination.totalPages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pagination.totalPages}
          page={list.page}
          onChange={(_event, page) => setList((state) => goToPage(state, page))}
          aria-label={t('panel.pages')}
        />
      )}
    </Box>
  );
}
