// The public face of the ledger feature: the possible duplicates of the client's books, for the dashboard to place.
export { PossibleDuplicates } from './components/possible-duplicates';
export { Transfers } from './components/transfers';
