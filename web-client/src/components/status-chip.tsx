import Chip, { type ChipProps } from '@mui/material/Chip';

export type StatusChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

interface StatusChipProps<S extends string> {
  status: S;
  /** The words for each status, from libs/contracts (REPORT_STATUS_LABELS, ...). */
  labels: Record<S, string>;
  /** The colour of each status: this app's look, so it stays beside the view. */
  colors: Record<S, StatusChipColor>;
  sx?: ChipProps['sx'];
}

/** A record's status as a small coloured chip; a status the app does not know yet shows as sent, in grey. */
export function StatusChip<S extends string>({ status, labels, colors, sx }: StatusChipProps<S>) {
  return <Chip size="small" label={labels[status] ?? status} color={colors[status] ?? 'default'} sx={sx} />;
}
