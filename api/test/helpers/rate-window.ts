import { fixedWindow } from '../../src/common/rate-limit/rate-limiter';

/**
 * Waits, when the current window of a rate limit has less than `marginMs` left, until the
 * next one starts. The limiter's windows are fixed and aligned on the clock (fixedWindow),
 * so a test that fills a limit and then expects a refusal must send its requests within one
 * window: across a boundary the count starts again and the last request is accepted.
 * Matters for short windows (a minute), where a loop of requests on a loaded machine can
 * straddle one.
 */
export async function inOneRateWindow(windowSeconds: number, marginMs = 20_000): Promise<void> {
  const { msLeft } = fixedWindow(windowSeconds, Date.now());
  if (msLeft < Math.min(marginMs, (windowSeconds * 1000) / 2)) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
}
