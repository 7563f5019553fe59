// The words of the shared components (libs/ui) in the console's language (issue 31): each hook
// gives one component's `texts` from the `ledgerleaf.ui` area (en/ui.ts, fr/ui.ts). Dates too:
// the console's day in its own language ("Sep 1, 2026" / "1 sept. 2026").
import {
  formatDate as formatCalendarDate,
  formatPercent,
  TRANSFER_RULE,
  type CategorySource,
  type DuplicateDecision,
  type LedgerSource,
} from '@ledgerleaf/contracts';
import type { CsvDropzoneTexts, CsvPreviewTableTexts, DuplicatePairTexts, OpeningBalanceDialogTexts, TransferPairTexts } from '@ledgerleaf/ui';
import { currentLocale } from './locale';
import { useAreaTranslate } from './use-area-translate';

const CATEGORY_SOURCES: readonly CategorySource[] = ['ai', 'rule', 'learned', 'client', 'staff'];
const DECISIONS: readonly DuplicateDecision[] = ['same', 'distinct'];
const LEDGER_SOURCES: readonly LedgerSource[] = ['bank', 'csv', 'manual'];

const mapOf = <K extends string>(keys: readonly K[], text: (key: K) => string) => Object.fromEntries(keys.map((k) => [k, text(k)])) as Record<K, string>;

/** A calendar date (YYYY-MM-DD) in the console's language. */
export const formatConsoleDate = (isoDate: string): string => formatCalendarDate(isoDate, currentLocale(), 'short');

export function useCsvPreviewTexts(): CsvPreviewTableTexts {
  const t = useAreaTranslate('ledgerleaf.ui.csvPreview');
  return {
    tableLabel: (fileName) => t('tableLabel', { fileName }),
    date: t('date'),
    name: t('name'),
    amount: t('amount'),
    category: t('category'),
    confidence: t('confidence'),
    percent: (fraction) => formatPercent(fraction, currentLocale(), 0),
    source: t('source'),
    review: t('review'),
    uncategorized: t('uncategorized'),
    sources: mapOf(CATEGORY_SOURCES, (s) => t(`sources.${s}`)),
    moreRows: (count) => t('moreRows', { count }),
  };
}

export function useCsvDropzoneTexts(): CsvDropzoneTexts {
  const t = useAreaTranslate('ledgerleaf.ui.csvDropzone');
  return { ariaLabel: t('ariaLabel'), prompt: t('prompt') };
}

/** The pair's words and the new row's heading ("New in the books"). */
export function useDuplicatePairTexts(): DuplicatePairTexts & { newInBooks: string } {
  const t = useAreaTranslate('ledgerleaf.ui.duplicatePair');
  return {
    newInBooks: t('newInBooks'),
    label: (name) => t('label', { name }),
    looksLike: t('looksLike'),
    saving: t('saving'),
    decisions: mapOf(DECISIONS, (d) => t(`decisions.${d}`)),
    sources: mapOf(LEDGER_SOURCES, (s) => t(`sources.${s}`)),
  };
}

export function useTransferPairTexts(): TransferPairTexts {
  const t = useAreaTranslate('ledgerleaf.ui.transferPair');
  return {
    pairLabel: (name) => t('pairLabel', { name }),
    candidateLabel: (name) => t('candidateLabel', { name }),
    moneyOut: t('moneyOut'),
    moneyIn: t('moneyIn'),
    otherHalf: t('otherHalf'),
    itsOtherHalf: t('itsOtherHalf'),
    lookingForOtherHalf: t('lookingForOtherHalf'),
    retry: t('retry'),
    candidatesFailed: t('candidatesFailed'),
    emptyCandidates: t('emptyCandidates', { maxDaysApart: TRANSFER_RULE.maxDaysApart }),
    pickCounterpart: t('pickCounterpart'),
    confirmed: t('confirmed'),
    transfer: t('transfer'),
    notTransfer: t('notTransfer'),
    saving: t('saving'),
  };
}

export function useOpeningBalanceTexts(): OpeningBalanceDialogTexts {
  const t = useAreaTranslate('ledgerleaf.ui.openingBalance');
  return {
    title: (name) => t('title', { name }),
    intro: (kind) => t(kind === 'asset' ? 'introAsset' : 'introOwed'),
    proposed: ({ source, amount, date }) => t('proposed', { source: t(`sources.${source}`), amount, date }),
    useIt: t('useIt'),
    nothingProposed: t('nothingProposed'),
    date: t('date'),
    dateHelp: t('dateHelp'),
    enterDate: t('enterDate'),
    enterAmount: t('enterAmount'),
    amountAsset: t('amountAsset'),
    amountOwed: t('amountOwed'),
    cancel: t('cancel'),
    save: t('save'),
    saving: t('saving'),
  };
}
