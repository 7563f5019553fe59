// The words of the shared components (issue 31). Each component has no words of its own: it
// takes a required `texts` prop with the app's words in the person's language: the client SPA
// passes them from its i18next namespaces, the console from its react-admin catalogue
// (web-admin/src/i18n/{en,fr}/ui.ts). A text with values is a function of them.
import type { CategorySource, DuplicateDecision, LedgerSource, StatementBalanceSource } from '@ledgerleaf/contracts';

export interface CsvPreviewTableTexts {
  /** The table's accessible name. */
  tableLabel: (fileName: string) => string;
  date: string;
  name: string;
  amount: string;
  /** The category column's heading when the app gives no `categoryLabel`. */
  category: string;
  confidence: string;
  /** A confidence (0–1) as a percentage in the person's language: "97%" / "97 %". */
  percent: (fraction: number) => string;
  source: string;
  review: string;
  uncategorized: string;
  sources: Record<CategorySource, string>;
  /** Below the preview: the rows of the file not shown. */
  moreRows: (count: number) => string;
}

export interface CsvDropzoneTexts {
  /** The drop area's accessible name. */
  ariaLabel: string;
  /** The words shown in the drop area. */
  prompt: string;
}

export interface DuplicatePairTexts {
  /** The pair's accessible name. */
  label: (name: string) => string;
  looksLike: string;
  saving: string;
  decisions: Record<DuplicateDecision, string>;
  sources: Record<LedgerSource, string>;
}

export interface TransferPairTexts {
  /** The accessible name of a matched pair and of a candidate. */
  pairLabel: (name: string) => string;
  candidateLabel: (name: string) => string;
  moneyOut: string;
  moneyIn: string;
  otherHalf: string;
  itsOtherHalf: string;
  lookingForOtherHalf: string;
  retry: string;
  candidatesFailed: string;
  emptyCandidates: string;
  pickCounterpart: string;
  confirmed: string;
  transfer: string;
  notTransfer: string;
  saving: string;
}

/** What an account of money holds: money in it (an asset), or what is owed on it (a card, a loan). */
export type OpeningBalanceKind = 'asset' | 'owed';

export interface OpeningBalanceDialogTexts {
  title: (accountName: string) => string;
  /** The sentence above the fields: what to enter, from whose statement. */
  intro: (kind: OpeningBalanceKind, audience: 'client' | 'staff') => string;
  /** The proposal, its amount and day already formatted by the app. */
  proposed: (proposal: { source: StatementBalanceSource; amount: string; date: string }) => string;
  useIt: string;
  nothingProposed: string;
  date: string;
  dateHelp: string;
  enterDate: string;
  enterAmount: string;
  amountAsset: string;
  amountOwed: string;
  cancel: string;
  save: string;
  saving: string;
}
