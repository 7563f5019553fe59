import { useTranslate } from 'react-admin';
import type { ReceiptDto } from '@ledgerleaf/contracts';
import { StatusChip, type StatusTone } from '../../components/status-chip';

const TONE: Record<ReceiptDto['status'], StatusTone> = { reading: 'blue', read: 'green', unreadable: 'red' };

export const ReceiptStatusChip = ({ receipt }: { receipt: Pick<ReceiptDto, 'status'> }) => {
  const translate = useTranslate();
  return <StatusChip label={translate(`ledgerleaf.receipts.status.${receipt.status}`)} tone={TONE[receipt.status]} />;
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The match in a few words: linked (and by whom), candidates to pick from, waiting for its bank row, or nothing. */
export function matchLabel(receipt: Pick<ReceiptDto, 'matchState' | 'match' | 'candidates'>, translate: Translate): string {
  const t = (key: string, options?: Record<string, unknown>) => translate(`ledgerleaf.receipts.${key}`, options);
  if (receipt.match) {
    const id = receipt.match.transactionId;
    const by = receipt.match.by;
    return by === 'auto' ? t('linkedAuto', { id }) : t('linkedBy', { id, by: t(`source.${by}`, { _: by }) });
  }
  if (receipt.matchState === 'ambiguous') return t('candidates', { smart_count: receipt.candidates.length });
  if (receipt.matchState === 'waiting') return t('waiting');
  return t('notLinked');
}

// The names are catalogue keys: react-admin's SelectInput translates them.
export const receiptStatusChoices = (['reading', 'read', 'unreadable'] as const).map((id) => ({ id, name: `ledgerleaf.receipts.statusChoice.${id}` }));
