// English words for libs/ui's own tests only. The components have no default words: each app
// passes its own in the person's language (the SPA's i18next namespaces, the console's catalogue).
import {
  CATEGORY_SOURCE_LABELS,
  DUPLICATE_DECISION_LABELS,
  LEDGER_MESSAGES,
  LEDGER_SOURCE_LABELS,
  STATEMENT_BALANCE_SOURCE_LABELS,
  csvMoreRowsMessage,
  DEFAULT_LOCALE,
  formatPercent,
} from '@ledgerleaf/contracts';
import type { CsvDropzoneTexts, CsvPreviewTableTexts, DuplicatePairTexts, OpeningBalanceDialogTexts, TransferPairTexts } from './texts';

export const CSV_PREVIEW_TABLE_TEXTS: CsvPreviewTableTexts = {
  tableLabel: (fileName) => `Preview of ${fileName}`,
  date: 'Date',
  name: 'Name',
  amount: 'Amount',
  category: 'Category',
  confidence: 'Confidence',
  percent: (fraction) => formatPercent(fraction, DEFAULT_LOCALE, 0),
  source: 'Source',
  review: 'Review',
  uncategorized: 'Uncategorized',
  sources: CATEGORY_SOURCE_LABELS,
  moreRows: csvMoreRowsMessage,
};

export const CSV_DROPZONE_TEXTS: CsvDropzoneTexts = {
  ariaLabel: 'Drop a CSV, OFX or QFX file here or click to choose one',
  prompt: 'Drag and drop a CSV, OFX or QFX file here, or click to choose one',
};

export const DUPLICATE_PAIR_TEXTS: DuplicatePairTexts = {
  label: (name) => `Possible duplicate: ${name}`,
  looksLike: 'Looks like',
  saving: 'Saving...',
  decisions: DUPLICATE_DECISION_LABELS,
  sources: LEDGER_SOURCE_LABELS,
};

export const TRANSFER_PAIR_TEXTS: TransferPairTexts = {
  pairLabel: (name) => `Transfer: ${name}`,
  candidateLabel: (name) => `Transfer candidate: ${name}`,
  moneyOut: 'Money out',
  moneyIn: 'Money in',
  otherHalf: 'Other half',
  itsOtherHalf: 'Its other half',
  lookingForOtherHalf: 'Looking for its other half...',
  retry: 'Retry',
  candidatesFailed: LEDGER_MESSAGES.candidatesFailed,
  emptyCandidates: LEDGER_MESSAGES.emptyTransferCandidates,
  pickCounterpart: LEDGER_MESSAGES.pickCounterpart,
  confirmed: 'Confirmed transfer',
  transfer: 'Transfer',
  notTransfer: 'Not a transfer',
  saving: 'Saving...',
};

export const OPENING_BALANCE_DIALOG_TEXTS: OpeningBalanceDialogTexts = {
  title: (accountName) => `Opening balance: ${accountName}`,
  intro: (kind, audience) =>
    `Enter ${kind === 'asset' ? 'the money in the account at the start of that day' : 'what was owed on it at the start of that day'}, from ${
      audience === 'client' ? 'your' : "the client's"
    } statement.`,
  proposed: ({ source, amount, date }) => `Proposed from ${STATEMENT_BALANCE_SOURCE_LABELS[source]}: ${amount} on ${date}.`,
  useIt: 'Use it',
  nothingProposed: 'Nothing proposed: no statement balance for this account yet.',
  date: 'Date',
  dateHelp: 'The balance at the start of this day',
  enterDate: 'Enter a date',
  enterAmount: 'Enter an amount, for example 1234.56',
  amountAsset: 'Amount in the account',
  amountOwed: 'Amount owed',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
};
