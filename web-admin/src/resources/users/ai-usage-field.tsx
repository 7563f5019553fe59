import { Box, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, type FieldProps } from 'react-admin';
import { aiUsagePercent, AI_USAGE_TEXTS as T } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../../data-provider';
import type { AdminUserRow } from '@ledgerleaf/contracts';

/** This month's OpenAI tokens of the user against AI_MONTHLY_TOKEN_CAP, as a bar and a sentence. */
const AiUsageField = (_props: Pick<FieldProps, 'label'>) => {
  const record = useRecordContext<AdminUserRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['users', record?.id, 'ai-usage'],
    queryFn: () => dataProvider.getUserAiUsage(record!.id),
    enabled: record !== undefined,
    retry: false,
  });
  if (!record) return null;
  if (isPending) return <LinearProgress aria-label={T.label} sx={{ maxWidth: 320 }} />;
  if (isError)
    return (
      <Typography color="error" variant="body2">
        {T.loadFailed}
      </Typography>
    );
  if (data.monthlyTokenCap <= 0) return <Typography variant="body2">{T.aiOff}</Typography>;
  const percent = aiUsagePercent(data.totalTokens, data.monthlyTokenCap);
  const reached = data.totalTokens >= data.monthlyTokenCap;
  return (
    <Box sx={{ maxWidth: 320 }}>
      <Typography variant="body2">{T.ofCap(data.totalTokens, data.monthlyTokenCap)}</Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={reached ? 'error' : percent >= 80 ? 'warning' : 'primary'}
        aria-label={T.label}
        sx={{ my: 0.5 }}
      />
      {reached && (
        <Typography variant="caption" color="error">
          {T.capReached}
        </Typography>
      )}
    </Box>
  );
};

export default AiUsageField;
