import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { formatAmount } from '../../../lib/format';
import { MISSING_RECEIPTS_PAGE_SIZE, useMissingReceipts } from '../api/receipts';

/**
 * Purchases of $100 or more of the last 90 days with no receipt linked, newest first: the ones
 * the CRA wants a receipt for (with the supplier's GST/HST number) behind an input tax credit.
 * The weekly mail links here.
 */
export function MissingReceipts() {
  const [page, setPage] = useState(1);
  const { t } = useTranslation('receipts');
  const missing = useMissingReceipts(page);
  const pages = missing.data ? Math.max(1, Math.ceil(missing.data.total / MISSING_RECEIPTS_PAGE_SIZE)) : 1;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="missing-receipts-title" sx={{ p: 3 }}>
      <Typography id="missing-receipts-title" variant="h6" component="h2">
        {t('missing.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('missing.intro')}
      </Typography>
      {missing.isPending ? (
        <PageSpinner minHeight={120} />
      ) : missing.isError ? (
        <ErrorState title={t('missing.loadFailed')} message={t('missing.tryLater')} error={missing.error} onRetry={() => void missing.refetch()} />
      ) : missing.data.total === 0 ? (
        <EmptyState icon={<TaskAltIcon />} headingLevel="h3" title={t('missing.noneTitle')} hint={t('missing.noneHint')} />
      ) : (
        <>
          <Box component="ul" aria-label={t('missing.list')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
            {missing.data.purchases.map((p) => (
              <Box
                component="li"
                key={p.transactionId}
                sx={{ display: 'grid', gridTemplateColumns: '7em 1fr auto', columnGap: 2, py: 1, borderTop: 1, borderColor: 'divider', typography: 'body2' }}
              >
                <span>{p.date}</span>
                <Box sx={{ minWidth: 0 }}>
                  <Box sx={{ overflowWrap: 'anywhere' }}>{p.name}</Box>
                  <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{p.accountName}</Box>
                </Box>
                <Box sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{formatAmount(p.amount.replace(/^-/, ''))}</Box>
              </Box>
            ))}
          </Box>
          {pages > 1 && (
            <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
              <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('missing.previous')}
              </Button>
              <Typography variant="body2">{t('missing.pageOf', { page, pages, count: missing.data.total })}</Typography>
              <Button size="small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('missing.next')}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Paper>
  );
}
