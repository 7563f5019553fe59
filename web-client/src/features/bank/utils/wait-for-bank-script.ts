import { TIMING } from '@ledgerleaf/contracts';

export type BankScriptState = 'ready' | 'script-missing' | 'not-ready';

interface WaitOptions {
  /** Link's handler exists and can open. */
  isReady: () => boolean;
  /** Link's script has defined window.Plaid. */
  isScriptLoaded?: () => boolean;
  /** The script tag reported a load error: stop checking. */
  hasFailed?: () => boolean;
  attempts?: number;
  intervalMs?: number;
  signal?: AbortSignal;
}

export const isPlaidScriptLoaded = () => typeof window.Plaid?.create === 'function';

/**
 * Checks once a second, 30 times at most (client-spec 9), whether Link can open.
 * 'script-missing' when the CDN script never arrived, 'not-ready' when it did but the
 * handler never became ready.
 */
export function waitForBankScript({
  isReady,
  isScriptLoaded = isPlaidScriptLoaded,
  hasFailed = () => false,
  attempts = TIMING.bankScriptPollAttempts,
  intervalMs = TIMING.bankScriptPollIntervalMs,
  signal,
}: WaitOptions): Promise<BankScriptState> {
  return new Promise((resolve) => {
    let checks = 0;
    const verdict = (): BankScriptState => (isScriptLoaded() ? 'not-ready' : 'script-missing');
    const check = () => {
      if (signal?.aborted) return;
      checks += 1;
      if (isScriptLoaded() && isReady()) return resolve('ready');
      if (hasFailed() || checks >= attempts) return resolve(verdict());
      setTimeout(check, intervalMs);
    };
    check();
  });
}
