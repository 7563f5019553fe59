import type { BooksService } from '../books/books.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { ReceiptMatchingService } from '../receipts/receipt-matching.service';
import { LedgerChangesProcessor } from './ledger-changes.processor';
import type { ReportBuildsService } from './report-builds.service';

/** An outbox of batches the fake ledger hands out one after the other, and the order of the steps. */
type Month = { year: number; month: number };
function setUp(batches: { ids: string[]; months: Month[]; repostMonths?: Month[] }[]) {
  const steps: string[] = [];
  const ledger = {
    changesOf: jest.fn(async () => {
      const batch = batches.shift() ?? { ids: [], months: [] };
      return { repostMonths: [], ...batch };
    }),
    flagDuplicates: jest.fn(async (_: number, months: unknown[]) => {
      steps.push(`flag ${months.length}`);
      return 0;
    }),
    flagTransfers: jest.fn(async (_: number, months: unknown[]) => {
      steps.push(`transfers ${months.length}`);
      return 0;
    }),
    forgetChanges: jest.fn(async (ids: readonly string[]) => {
      steps.push(`forget ${ids.join(',')}`);
    }),
  };
  const builds = {
    rebuildPending: jest.fn(async (_: number, months: unknown[]) => {
      steps.push(`rebuild ${months.length}`);
      return [];
    }),
  };
  const receipts = {
    matchWaiting: jest.fn(async () => {
      steps.push('receipts');
      return 0;
    }),
  };
  const books = {
    repostMonths: jest.fn(async (_: number, months: unknown[]) => {
      if (months.length) steps.push(`repost ${months.length}`);
    }),
  };
  return {
    steps,
    ledger,
    builds,
    processor: new LedgerChangesProcessor(
      ledger as unknown as LedgerService,
      builds as unknown as ReportBuildsService,
      receipts as unknown as ReceiptMatchingService,
      books as unknown as BooksService,
    ),
  };
}

describe('the ledger-changes drain', () => {
  it('flags duplicates, then transfers, then matches waiting receipts, then requests the rebuilds, then forgets exactly the rows it read, until the outbox is empty', async () => {
    const { steps, processor, ledger } = setUp([
      { ids: ['1', '2'], months: [{ year: 2026, month: 9 }] },
      {
        ids: ['7'],
        months: [
          { year: 2026, month: 9 },
          { year: 2026, month: 10 },
        ],
      },
    ]);
    await processor.apply({ userId: 5 });
    expect(steps).toEqual(['flag 1', 'transfers 1', 'receipts', 'rebuild 1', 'forget 1,2', 'flag 2', 'transfers 2', 'receipts', 'rebuild 2', 'forget 7']);
    expect(ledger.changesOf).toHaveBeenCalledTimes(3);
  });

  it('re-posts the months whose tax picture changed before anything else', async () => {
    const { steps, processor } = setUp([
      {
        ids: ['4', '5'],
        months: [
          { year: 2026, month: 8 },
          { year: 2026, month: 9 },
        ],
        repostMonths: [{ year: 2026, month: 8 }],
      },
    ]);
    await processor.apply({ userId: 5 });
    expect(steps).toEqual(['repost 1', 'flag 2', 'transfers 2', 'receipts', 'rebuild 2', 'forget 4,5']);
  });

  it('does nothing on an empty outbox (a second delivery of a drained client)', async () => {
    const { steps, processor } = setUp([]);
    await processor.apply({ userId: 5 });
    expect(steps).toEqual([]);
  });

  it('forgets nothing when a step fails: the rows stay for the retry', async () => {
    const { steps, processor, builds } = setUp([{ ids: ['3'], months: [{ year: 2026, month: 9 }] }]);
    builds.rebuildPending.mockRejectedValueOnce(new Error('Redis away'));
    await expect(processor.apply({ userId: 5 })).rejects.toThrow('Redis away');
    expect(steps).toEqual(['flag 1', 'transfers 1', 'receipts']);
  });
});
