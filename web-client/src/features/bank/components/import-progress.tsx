import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useQueryClient } from '@tanstack/react-query';
import { isImporting, useBankItems } from '../api/get-bank-items';
import { invalidateBankQueries } from '../api/manage-items';

/**
 * A new connection imports its history in the background: show it, and refetch the
 * lists once the import is done (the items query polls while one is running).
 */
export function ImportProgress() {
  const { data } = useBankItems();
  const queryClient = useQueryClient();
  const { t } = useTranslation('bank');
  const importing = data?.items.filter(isImporting) ?? [];
  const count = importing.length;
  const previous = useRef(count);
  useEffect(() => {
    if (count < previous.current) void invalidateBankQueries(queryClient);
    previous.current = count;
  }, [count, queryClient]);

  if (!count) return null;
  const names = importing.map((item) => item.institutionName ?? t('importing.yourBank')).join(', ');
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {t('importing.from', { names })}
      <LinearProgress sx={{ mt: 1 }} aria-label={t('importing.label')} />
    </Alert>
  );
}
