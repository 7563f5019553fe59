// What both apps show alike. Each app imports this source and compiles it with its own Vite.
export { CsvPreviewTable, formatCalendarDate, type CsvPreviewTableProps } from './csv-preview-table';
export { CsvDropzone, type CsvDropzoneProps } from './csv-dropzone';
export { DuplicatePair, isPossibleDuplicate, type DuplicatePairProps, type PossibleDuplicateRow } from './duplicate-pair';
export { amountCents, balanceSheetBalances } from './amount-cents';
export { TransferPair, isTransferRow, transferRowsOf, type TransferCandidatesState, type TransferPairProps } from './transfer-pair';
export { OpeningBalanceDialog, type OpeningBalanceDialogProps } from './opening-balance-dialog';
export type { CsvDropzoneTexts, CsvPreviewTableTexts, DuplicatePairTexts, OpeningBalanceDialogTexts, OpeningBalanceKind, TransferPairTexts } from './texts';
