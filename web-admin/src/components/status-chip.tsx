import { Chip } from '@mui/material';

export type StatusTone = 'yellow' | 'green' | 'red' | 'blue' | 'grey';

// Soft backgrounds with dark text keep every label readable (WCAG AA contrast).
const TONES: Record<StatusTone, { bgcolor: string; color: string }> = {
  yellow: { bgcolor: '#fef3c7', color: '#854d0e' },
  green: { bgcolor: '#dcfce7', color: '#166534' },
  red: { bgcolor: '#fee2e2', color: '#991b1b' },
  blue: { bgcolor: '#dbeafe', color: '#1e40af' },
  grey: { bgcolor: '#e5e7eb', color: '#374151' },
};

export const StatusChip = ({ label, tone }: { label: string; tone: StatusTone }) => (
  <Chip label={label} size="small" sx={{ ...TONES[tone], fontWeight: 600 }} />
);
