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

const PLAYWRIGHT = `  1) [chromium] › accounts.spec.ts:120:3 › accounts and billing › profile edit ─────

    Error: expect(locator).toBeVisible() failed

      at /work/e2e/accounts.spec.ts:150:20

  Slow test file: accessibility.spec.ts (10.7m)
  1 flaky
    [chromium] › accounts.spec.ts:120:3 › accounts and billing › profile edit
  155 passed (30.3m)`;

describe('failureDigest', () => {
  it("names jest's failed suites and tests, once each, with the first line of each message and the test's line it failed on", () => {
    expect(failureDigest(JEST)).toEqual([
      'FAIL test/reports/report-versions.e2e-spec.ts (41.2 s)',
      '  ● report versions › a reopened report is built again',
      '      expect(received).toBe(expected) // Object.is equality',
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
    const playwright = failureDigest(PLAYWRIGHT);
    expect(playwright).toContain('  1) [chromium] › accounts.spec.ts:120:3 › accounts and billing › profile edit ─────');
    expect(playwright).toContain('      Error: expect(locator).toBeVisible() failed');
    expect(playwright).toContain('      at /work/e2e/accounts.spec.ts:150:20');
    expect(playwright).toContain('  1 flaky');
    expect(playwright).toContain('    [chromium] › accounts.spec.ts:120:3 › accounts and billing › profile edit');
    expect(playwright.join('\n')).not.toMatch(/passed|Slow test file/);
  });

  it('removes colours and keeps to its limit', () => {
    const coloured = Array.from({ length: 50 }, (_, i) => `\u001b[31mFAIL\u001b[39m test/suite-${i}.e2e-spec.ts`).join('\n');
    const digest = failureDigest(coloured, 10);
    expect(digest).toHaveLength(10);
    expect(digest[0]).toBe('FAIL test/suite-0.e2e-spec.ts');
  });
});
