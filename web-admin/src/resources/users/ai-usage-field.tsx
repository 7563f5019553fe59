import { Box, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { aiUsagePercent } from '@ledgerleaf/contracts';
import { formatNumber } from '../../format-amounts';
import type { AdminDataProvider } from '../../data-provider';
import type { AdminUserRow } from '@ledgerleaf/contracts';

/** This month's OpenAI tokens of the user against AI_MONTHLY_TOKEN_CAP, as a bar and a sentence. */
const AiUsageField = (_props: Pick<FieldProps, 'label'>) => {
  const record = useRecordContext<AdminUserRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`ledgerleaf.users.aiUsage.${key}`, options);
  const { data, isPending, isError } = useQuery({
    queryKey: ['users', record?.id, 'ai-usage'],
    queryFn: () => dataProvider.getUserAiUsage(record!.id),
    enabled: record !== undefined,
    retry: false,
  });
  if (!record) return null;
  if (isPending) return <LinearProgress aria-label={t('label')} sx={{ maxWidth: 320 }} />;
  if (isError)
    return (
      <Typography color="error" variant="body2">
        {t('loadFailed')}
      </Typography>
    );
  if (data.monthlyTokenCap <= 0) return <Typography variant="body2">{t('aiOff')}</Typography>;
  const percent = aiUsagePercent(data.totalTokens, data.monthlyTokenCap);
  const reached = data.totalTokens >= data.monthlyTokenCap;
  return (
    <Box sx={{ maxWidth: 320 }}>
      <Typography variant="body2">
        {t('ofCap', { used: formatNumber(data.totalTokens), cap: formatNumber(data.monthlyTokenCap), percent: formatNumber(percent) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={reached ? 'error' : percent >= 80 ? 'warning' : 'primary'}
        aria-label={t('label')}
        sx={{ my: 0.5 }}
      />
      {reached && (
        <Typography variant="caption" color="error">
          {t('capReached')}
        </Typography>
      )}
    </Box>
  );
};

export default AiUsageField;
