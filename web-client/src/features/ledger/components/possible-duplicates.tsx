import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import type { DuplicateDecision, LedgerSource } from '@ledgerleaf/contracts';
import { DuplicatePair, isPossibleDuplicate, type DuplicatePairTexts, type PossibleDuplicateRow } from '@ledgerleaf/ui';
import type { TFunction } from 'i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { useDecideDuplicate } from '../api/decide-duplicate';
import { usePossibleDuplicates } from '../api/get-possible-duplicates';

const DECISIONS: readonly DuplicateDecision[] = ['same', 'distinct'];
const SOURCES: readonly LedgerSource[] = ['bank', 'csv', 'manual'];

/** The shared pair's words in the screens' language. */
function pairTexts(t: TFunction<'ledger'>): DuplicatePairTexts {
  return {
    label: (name) => t('duplicates.label', { name }),
    looksLike: t('duplicates.looksLike'),
    saving: t('duplicates.saving'),
    decisions: Object.fromEntries(DECISIONS.map((d) => [d, t(`duplicates.decisions.${d}`)])) as Record<DuplicateDecision, string>,
    sources: Object.fromEntries(SOURCES.map((s) => [s, t(`duplicates.sources.${s}`)])) as Record<LedgerSource, string>,
  };
}

function ClientDuplicatePair({ row }: { row: PossibleDuplicateRow }) {
  const decide = useDecideDuplicate();
  const { t } = useTranslation('ledger');
  return (
    <DuplicatePair
      row={row}
      newTitle={t('duplicates.newInBooks')}
      formatAmount={formatAmount}
      formatDate={formatDate}
      texts={pairTexts(t)}
      saving={decide.isPending ? (decide.variables?.decision ?? null) : null}
      onDecide={(decision) => decide.mutate({ transactionId: row.transactionId, decision })}
    />
  );
}

/**
 * The possible duplicates of the client's books, each beside the row it matches, with the
 * two decisions. Until decided, the row already in the books counts and the new one does not.
 */
export function PossibleDuplicates() {
  const { data, isPending, isError, error, refetch } = usePossibleDuplicates();
  const { t } = useTranslation('ledger');
  return (
    <Paper component="section" aria-labelledby="possible-duplicates-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="possible-duplicates-title" variant="h6" component="h2">
        {t('duplicates.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('duplicates.intro')}
      </Typography>
      {isPending ? (
        <PageSpinner minHeight={120} />
      ) : isError ? (
        <ErrorState title={t('loadFailed')} message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
      ) : data.transactions.length === 0 ? (
        <EmptyState icon={<CompareArrowsIcon />} headingLevel="h3" title={t('duplicates.empty')} hint={t('duplicates.emptyHint')} />
      ) : (
        <Stack spacing={1.5}>
          {data.transactions.filter(isPossibleDuplicate).map((row) => (
            <ClientDuplicatePair key={row.transactionId} row={row} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
