// The queues this application runs. A queue is infrastructure (a Redis list and its
// workers); the jobs on it are declared by the module that owns them, beside their
// processor, with defineJob().
export const QueueName = {
  MAINTENANCE: 'maintenance',
  MAIL: 'mail',
  /** Bank syncs (Plaid /transactions/sync), one job per item. */
  BANK_SYNC: 'bank-sync',
  /** CSV uploads and report recategorization. */
  CATEGORIZATION: 'categorization',
  /** Monthly reports: one job per user and month. */
  REPORTS: 'reports',
  /** What follows a change of a client's books (duplicate flags, rebuilds of pending reports). */
  LEDGER: 'ledger',
  /** Work that belongs to one account as a whole (deletion). */
  ACCOUNTS: 'accounts',
  /** Reading receipts (PDF text, OCR) and matching them to the books. */
  RECEIPTS: 'receipts',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const ALL_QUEUES: readonly QueueName[] = Object.values(QueueName);
