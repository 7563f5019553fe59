import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { BANK_TEXTS, EXPORT_MAX_EXCLUDED_IDS, type TransactionSortColumn } from '@ledgerleaf/contracts';
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
  const { connect, busy } = useBankLink();
  const { isError, error } = query;

  useEffect(() => {
    if (isError)
      toast({ title: BANK_TEXTS.fetchFailed, description: getApiErrorMessage(error, ''), reference: errorReferenceOf(error), variant: 'destructive' });
  }, [isError, error, toast]);

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
        title={BANK_TEXTS.noAccounts}
        headingLevel="h3"
        hint="Connect your bank (read-only) and your transactions are imported here automatically."
        action={
          <Button variant="contained" disabled={busy} onClick={connect}>
            Connect a bank
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
          {pagination.total === 0 ? 'No transactions' : `Showing ${first}–${last} of ${pagination.total} transactions`}
          {excluded.size > 0 && (
            <>
              {` · ${excluded.size} excluded from exports `}
              <Button size="small" onClick={() => setExcluded(new Set())}>
                Clear
              </Button>
            </>
          )}
        </Typography>
        <ExportButtons excludedIds={excludedIds} disabled={pagination.total === 0} />
      </Stack>
      {excluded.size >= EXPORT_MAX_EXCLUDED_IDS && (
        <Alert severity="info" sx={{ mb: 2 }}>
          At most {EXPORT_MAX_EXCLUDED_IDS} transactions can be excluded from one export.
        </Alert>
      )}
      {query.isFetching && <LinearProgress aria-label="Loading transactions" sx={{ mb: 1 }} />}
      {transactions.length === 0 ? (
        <EmptyState
          icon={<AccountBalanceIcon />}
          title={BANK_TEXTS.noTransactions}
          headingLevel="h3"
          hint="Your accounts are connected. Transactions appear here as soon as your bank sends them."
        />
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
          aria-label="Transaction pages"
        />
      )}
    </Box>
  );
}
