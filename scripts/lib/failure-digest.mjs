// The names of what failed, printed at the very end of `npm test`: a CI log is often read
// from its tail only, and a long run's failures are printed far above it (jest prints
// each failure in the middle of its suites; Playwright's flaky list names no error).

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Lines that name a failure, by runner: jest, vitest and Playwright. */
const HEADLINES = [
  /^FAIL\s+\S/, // jest: a suite that failed
  /^\s*● .+ › /, // jest: a test that failed (describe › test)
  /^\s*● Test suite failed to run/, // jest: a suite that did not start
  /^\s*(FAIL|×)\s+\S/, // vitest
  /^\s*\d+\) \[\w+\] › /, // Playwright: a failed or flaky test
  /^\s*\[\w+\] › \S+:\d+:\d+ › /, // Playwright's closing lists of failed and flaky tests
  /^\s*\d+ (failed|flaky)$/, // Playwright's counts
];

const isHeadline = (line) => HEADLINES.some((re) => re.test(line));

/** The message right under a jest or Playwright headline: its first non-blank line. */
const MESSAGE = /^\s*(Error|expect|Timeout|thrown|TypeError|AssertionError|Exceeded|Expected|Received|.*timed out)/i;

/**
 * The failure lines of one stage's output (ANSI colours removed), each headline with the
 * first line of its message, in order, duplicates left out, at most `limit` lines.
 */
export function failureDigest(output, limit = 40) {
  const lines = output.replace(ANSI, '').split('\n');
  const picked = [];
  const seen = new Set();
  const add = (line) => {
    const text = line.trimEnd();
    if (!text || seen.has(text)) return;
    seen.add(text);
    picked.push(text.length > 240 ? `${text.slice(0, 239)}…` : text);
  };
  for (let i = 0; i < lines.length && picked.length < limit; i++) {
    if (!isHeadline(lines[i])) continue;
    add(lines[i]);
    for (let j = i + 1; j < Math.min(lines.length, i + 8) && !isHeadline(lines[j]); j++) {
      if (MESSAGE.test(lines[j])) {
        add(`      ${lines[j].trim()}`);
        break;
      }
    }
  }
  return picked;
}
