import { Chip } from '@mui/material';

export type DiagnosticStatus = 'success' | 'error' | 'warning' | 'loading';

const LOOK: Record<DiagnosticStatus, { label: string; color: 'success' | 'error' | 'warning' | 'default' }> = {
  success: { label: 'Success', color: 'success' },
  error: { label: 'Error', color: 'error' },
  warning: { label: 'Warning', color: 'warning' },
  loading: { label: 'Loading', color: 'default' },
};

export const StatusBadge = ({ status }: { status: DiagnosticStatus }) => <Chip size="small" label={LOOK[status].label} color={LOOK[status].color} />;
