// The names of what failed, printed at the very end of `npm test`: a CI log is often read
// from its tail only, and a long run's failures are printed far above it (jest prints
// each failure in the middle of its suites; Playwright's flaky list names no error).

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * Lines that name a failure, by runner: jest, vitest and Playwright, the first that matches
 * deciding. `message`: a test's headline, with its message (and an equality's two sides) and
 * its place under it (a suite's or file's line and the closing lists have none).
 */
const HEADLINES = [
  { re: /^\s*● .+ › /, message: true }, // jest: a test that failed (describe › test)
  { re: /^\s*● Test suite failed to run/, message: true }, // jest: a suite that did not start
  { re: /^\s*(FAIL|×)\s+\S.* > /, message: true }, // vitest: a test that failed (file > describe > test)
  { re: /^\s*(FAIL|×)\s+\S/, message: false }, // jest or vitest: a file that failed
  // Playwright names a test `file:line:col › describe › test`, after `[project] › ` only when
  // the config names projects (this one does not).
  { re: /^\s*\d+\) (\[[\w-]+\] › )?\S+:\d+:\d+ › /, message: true }, // Playwright: a failed or flaky test
  { re: /^\s*(\[[\w-]+\] › )?\S+\.spec\.[cm]?[jt]s:\d+:\d+ › /, message: false }, // Playwright's closing lists of failed and flaky tests
  { re: /^\s*\d+ (failed|flaky)$/, message: false }, // Playwright's counts
];

const headlineOf = (line) => HEADLINES.find(({ re }) => re.test(line));

/** A line with nothing to read: blank, or a rule of box-drawing characters or dashes. */
const EMPTY = /^[\s\u2500-\u257f=-]*$/;
/** A stack frame in a test file: where the failing line is (jest, vitest, Playwright). */
const TEST_FRAME = /^\s*(at .*\(?)?\S*\.(spec|test|e2e-spec)\.[cm]?[jt]sx?:\d+:\d+\)?\s*$/;
/** Any stack frame. */
const FRAME = /^\s*at \S/;
/** How far under a headline its message and its place in the test file are looked for. */
const MESSAGE_LINES = 8;
const FRAME_LINES = 40;
/**
 * Frames kept when none is in a test file: the error reached the test from elsewhere (a
 * rejection nobody awaited, which jest pins on the running test), and its first frames are
 * the only clue to where it was raised.
 */
const FOREIGN_FRAMES = 3;

/**
 * The failure lines of one stage's output (ANSI colours removed), in order, at most `limit`
 * lines: each headline once, with the first line of its message (whatever its wording: a
 * runner prints an Error's message without its class) and the test file's line it failed on
 * (or, when no frame is in a test file, the stack's first frames).
 */
export function failureDigest(output, limit = 60) {
  const lines = output.replace(ANSI, '').split('\n');
  const picked = [];
  const seen = new Set();
  const add = (text) => picked.push(text.length > 240 ? `${text.slice(0, 239)}…` : text);
  for (let i = 0; i < lines.length && picked.length < limit; i++) {
    const kind = headlineOf(lines[i]);
    if (!kind) continue;
    // Playwright rules its headlines off with a line of box-drawing characters.
    const headline = lines[i].replace(/\s*\u2500+\s*$/, '').trimEnd();
    // Jest prints each failure twice (under its suite, then in a closing summary).
    if (seen.has(headline)) continue;
    seen.add(headline);
    add(headline);
    if (!kind.message) continue;
    let end = i + 1;
    while (end < Math.min(lines.length, i + FRAME_LINES) && !headlineOf(lines[end])) end++;
    const below = lines.slice(i + 1, end);
    const message = below.slice(0, MESSAGE_LINES).find((line) => !EMPTY.test(line) && !TEST_FRAME.test(line));
    if (message) add(`      ${message.trim()}`);
    // An equality's two sides (jest, vitest and Playwright print them under the message).
    for (const side of [/^\s*Expected:/, /^\s*Received:/]) {
      const line = below.slice(0, MESSAGE_LINES + 4).find((l) => side.test(l));
      if (line) add(`      ${line.trim()}`);
    }
    const frame = below.find((line) => TEST_FRAME.test(line));
    if (frame) add(`      ${frame.trim()}`);
    else for (const line of below.filter((l) => FRAME.test(l)).slice(0, FOREIGN_FRAMES)) add(`      ${line.trim()}`);
  }
  return picked.slice(0, limit);
}
