// The books (GET /api/ledger) are read by the ledger feature and changed by others (a CSV
// upload added to or taken out of the books): each feature refreshes them by this key.
export const BOOKS_QUERY_KEY = ['/api/ledger'] as const;
