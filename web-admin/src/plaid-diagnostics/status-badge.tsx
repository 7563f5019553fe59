import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export type DiagnosticStatus = 'success' | 'error' | 'warning' | 'loading';

const COLOR: Record<DiagnosticStatus, 'success' | 'error' | 'warning' | 'default'> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  loading: 'default',
};

export const StatusBadge = ({ status }: { status: DiagnosticStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" label={translate(`ledgerleaf.plaid.status.${status}`)} color={COLOR[status]} />;
};
