// `npm test`'s closing digest (scripts/lib/failure-digest.mjs): the names of what failed,
// taken from each runner's own output, so that the tail of a CI log says what to look at.
import { failureDigest } from '../../../scripts/lib/failure-digest.mjs';

const JEST = `PASS test/books/books.e2e-spec.ts (12.1 s)
FAIL test/reports/report-versions.e2e-spec.ts (41.2 s)
  ● report versions › a reopened report is built again

    expect(received).toBe(expected) // Object.is equality

    Expected: "pending"
    Received: "generating"

      118 |     const seen = await settled();
    > 120 |     expect(seen.status).toBe('pending');
          |                         ^

      at Object.<anonymous> (test/reports/report-versions.e2e-spec.ts:120:31)

  ● report versions › the history names who reopened it

    Condition not met within 45000 ms

      120 |     if (Date.now() > deadline) throw new Error(\`Condition not met within \${timeoutMs} ms\`);

      at eventually (test/helpers/test-app.ts:122:47)
      at Object.<anonymous> (test/reports/report-versions.e2e-spec.ts:140:5)

  ● report versions › the changelog names the row

    Condition not met within 45000 ms

      at eventually (test/helpers/test-app.ts:122:47)
      at Object.<anonymous> (test/reports/report-versions.e2e-spec.ts:101:7)

Summary of all failing tests
  ● report versions › a reopened report is built again

    expect(received).toBe(expected) // Object.is equality
FAIL test/i18n/success-answers.e2e-spec.ts
  ● Test suite failed to run

    thrown: "Exceeded timeout of 60000 ms for a hook.
Tests:       2 failed, 956 passed, 958 total`;

const VITEST = ` ✓ src/features/receipts/receipts.test.tsx (12 tests) 900ms
 FAIL  src/features/books/balance-sheet.test.tsx > balance sheet > shows the totals
AssertionError: expected 'Total assets' to be 'Total liabilities'`;

// As this repository's config prints it (no projects, so no `[chromium] › `): a serial
// group whose beforeAll failed is reported on its first test, the rest "did not run".
const PLAYWRIGHT = `  ✘  1 transfers.spec.ts:65:3 › deciding a transfer candidate › the client picks the other half (61.2s)
  -  2 transfers.spec.ts:91:3 › deciding a transfer candidate › staff undo it
  ✓  3 accounts.spec.ts:120:3 › accounts and billing › profile edit (4.1s)


  1) transfers.spec.ts:65:3 › deciding a transfer candidate › the client picks the other half ─────────

    Error: expect(received).toBe(expected) // Object.is equality

    Expected: 3
    Received: 2

    Call Log:
    - Timeout 60000ms exceeded while waiting on the predicate

      58 |     // the drain flags the three rows
    > 59 |     await expect.poll(async () => (await flagged(api)).length, { timeout: 60_000 }).toBe(3);
         |     ^
        at /work/e2e/transfers.spec.ts:59:5

    Error Context: ../.tmp/e2e-results/transfers-deciding/error-context.md

  2) [chromium] › accounts.spec.ts:120:3 › accounts and billing › profile edit ─────

    Error: expect(locator).toBeVisible() failed

      at /work/e2e/accounts.spec.ts:150:20

  Slow test file: accessibility.spec.ts (10.7m)
  1 failed
    transfers.spec.ts:65:3 › deciding a transfer candidate › the client picks the other half ───────────
  1 flaky
    [chromium] › accounts.spec.ts:120:3 › accounts and billing › profile edit
  1 did not run
  155 passed (30.3m)`;

describe('failureDigest', () => {
  it("names jest's failed suites and tests, once each, with the first line of each message and the test's line it failed on", () => {
    expect(failureDigest(JEST)).toEqual([
      'FAIL test/reports/report-versions.e2e-spec.ts (41.2 s)',
      '  ● report versions › a reopened report is built again',
      '      expect(received).toBe(expected) // Object.is equality',
      '      Expected: "pending"',
      '      Received: "generating"',
      '      at Object.<anonymous> (test/reports/report-versions.e2e-spec.ts:120:31)',
      '  ● report versions › the history names who reopened it',
      '      Condition not met within 45000 ms',
      '      at Object.<anonymous> (test/reports/report-versions.e2e-spec.ts:140:5)',
      '  ● report versions › the changelog names the row',
      '      Condition not met within 45000 ms',
      '      at Object.<anonymous> (test/reports/report-versions.e2e-spec.ts:101:7)',
      'FAIL test/i18n/success-answers.e2e-spec.ts',
      '  ● Test suite failed to run',
      '      thrown: "Exceeded timeout of 60000 ms for a hook.',
    ]);
  });

  it("names vitest's and Playwright's failed and flaky tests, and nothing that passed", () => {
    expect(failureDigest(VITEST)).toEqual([
      ' FAIL  src/features/books/balance-sheet.test.tsx > balance sheet > shows the totals',
      "      AssertionError: expected 'Total assets' to be 'Total liabilities'",
    ]);
    expect(failureDigest(PLAYWRIGHT)).toEqual([
      '  1) transfers.spec.ts:65:3 › deciding a transfer candidate › the client picks the other half',
      '      Error: expect(received).toBe(expected) // Object.is equality',
      '      Expected: 3',
      '      Received: 2',
      '      at /work/e2e/transfers.spec.ts:59:5',
      '  2) [chromium] › accounts.spec.ts:120:3 › accounts and billing › profile edit',
      '      Error: expect(locator).toBeVisible() failed',
      '      at /work/e2e/accounts.spec.ts:150:20',
      '  1 failed',
      '    transfers.spec.ts:65:3 › deciding a transfer candidate › the client picks the other half',
      '  1 flaky',
      '    [chromium] › accounts.spec.ts:120:3 › accounts and billing › profile edit',
    ]);
  });

  it('names where an error was raised when no frame is in a test file (a rejection nobody awaited)', () => {
    const unawaited = `FAIL test/platform/redis-durability.e2e-spec.ts (18.9 s)
  ● jobs survive a Redis restart (AOF) › runs a job queued before Redis was killed

    Connection is closed.

      at StandaloneConnector.connect (../node_modules/ioredis/built/connectors/StandaloneConnector.js:46:28)
      at EventEmitter.connect (../node_modules/ioredis/built/Redis.js:121:31)
      at ../node_modules/bull/lib/queue.js:1384:25
      at processTicksAndRejections (node:internal/process/task_queues:95:5)
`;
    expect(failureDigest(unawaited)).toEqual([
      'FAIL test/platform/redis-durability.e2e-spec.ts (18.9 s)',
      '  ● jobs survive a Redis restart (AOF) › runs a job queued before Redis was killed',
      '      Connection is closed.',
      '      at StandaloneConnector.connect (../node_modules/ioredis/built/connectors/StandaloneConnector.js:46:28)',
      '      at EventEmitter.connect (../node_modules/ioredis/built/Redis.js:121:31)',
      '      at ../node_modules/bull/lib/queue.js:1384:25',
    ]);
  });

  it('removes colours and keeps to its limit', () => {
    const coloured = Array.from({ length: 50 }, (_, i) => `\u001b[31mFAIL\u001b[39m test/suite-${i}.e2e-spec.ts`).join('\n');
    const digest = failureDigest(coloured, 10);
    expect(digest).toHaveLength(10);
    expect(digest[0]).toBe('FAIL test/suite-0.e2e-spec.ts');
  });
});
