import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { TRANSFER_RULE, type LedgerRow } from '@ledgerleaf/contracts';
import { TransferPair, transferRowsOf, type TransferCandidatesState, type TransferPairTexts } from '@ledgerleaf/ui';
import type { TFunction } from 'i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { useDecideTransfer, useTransferCandidates, useTransfers } from '../api/transfers';

/** The shared pair's words in the screens' language. */
function pairTexts(t: TFunction<'ledger'>): TransferPairTexts {
  return {
    pairLabel: (name) => t('transfers.pairLabel', { name }),
    candidateLabel: (name) => t('transfers.candidateLabel', { name }),
    moneyOut: t('transfers.moneyOut'),
    moneyIn: t('transfers.moneyIn'),
    otherHalf: t('transfers.otherHalf'),
    itsOtherHalf: t('transfers.itsOtherHalf'),
    lookingForOtherHalf: t('transfers.lookingForOtherHalf'),
    retry: t('transfers.retry'),
    candidatesFailed: t('transfers.candidatesFailed'),
    emptyCandidates: t('transfers.emptyCandidates', { maxDaysApart: TRANSFER_RULE.maxDaysApart }),
    pickCounterpart: t('transfers.pickCounterpart'),
    confirmed: t('transfers.confirmed'),
    transfer: t('transfers.transfer'),
    notTransfer: t('transfers.notTransfer'),
    saving: t('transfers.saving'),
  };
}

function ClientTransfer({ row }: { row: LedgerRow }) {
  const decide = useDecideTransfer();
  const { t } = useTranslation('ledger');
  // a candidate's possible counterparts are asked for only when it has no pair
  const candidates = useTransferCandidates(row.transactionId, row.transfer === null);
  const state: TransferCandidatesState = candidates.isPending
    ? { status: 'loading' }
    : candidates.isError
      ? { status: 'error', message: getErrorMessage(candidates.error), onRetry: () => void candidates.refetch() }
      : { status: 'ready', candidates: candidates.data.candidates.filter((c) => c.transactionId !== row.transactionId) };
  return (
    <TransferPair
      row={row}
      formatAmount={formatAmount}
      formatDate={formatDate}
      texts={pairTexts(t)}
      candidates={row.transfer === null ? state : undefined}
      saving={decide.isPending ? (decide.variables?.decision ?? null) : null}
      onDecide={(request) => decide.mutate({ transactionId: row.transactionId, ...request })}
    />
  );
}

/**
 * Transfers between the client's own accounts (GET /api/ledger?transfers=flagged): each pair
 * once (its money-out side) beside its other half, and each transfer candidate beside the rows
 * that could be its other half, with the decisions.
 */
export function Transfers() {
  const { data, isPending, isError, error, refetch } = useTransfers();
  const rows = data ? transferRowsOf(data.transactions) : [];
  const { t } = useTranslation('ledger');
  return (
    <Paper component="section" aria-labelledby="transfers-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="transfers-title" variant="h6" component="h2">
        {t('transfers.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('transfers.intro')}
      </Typography>
      {isPending ? (
        <PageSpinner minHeight={120} />
      ) : isError ? (
        <ErrorState title={t('loadFailed')} message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<SyncAltIcon />} headingLevel="h3" title={t('transfers.empty')} hint={t('transfers.emptyHint')} />
      ) : (
        <Stack spacing={1.5}>
          {rows.map((row) => (
            <ClientTransfer key={row.transactionId} row={row} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
