import type { ReceiptDto } from '@ledgerleaf/contracts';
import { StatusChip, type StatusTone } from '../../components/status-chip';

const STATUS: Record<ReceiptDto['status'], [string, StatusTone]> = {
  reading: ['Reading…', 'blue'],
  read: ['Read', 'green'],
  unreadable: ['Unreadable', 'red'],
};

export const ReceiptStatusChip = ({ receipt }: { receipt: Pick<ReceiptDto, 'status'> }) => {
  const [label, tone] = STATUS[receipt.status];
  return <StatusChip label={label} tone={tone} />;
};

/** The match in a few words: linked (and by whom), candidates to pick from, waiting for its bank row, or nothing. */
export function matchLabel(receipt: Pick<ReceiptDto, 'matchState' | 'match' | 'candidates'>): string {
  if (receipt.match) return `Linked to #${receipt.match.transactionId} (${receipt.match.by === 'auto' ? 'automatic' : `by ${receipt.match.by}`})`;
  if (receipt.matchState === 'ambiguous') return `${receipt.candidates.length} candidates`;
  if (receipt.matchState === 'waiting') return 'Waiting for its bank row';
  return 'Not linked';
}

export const receiptStatusChoices = [
  { id: 'reading', name: 'Reading' },
  { id: 'read', name: 'Read' },
  { id: 'unreadable', name: 'Unreadable' },
];
