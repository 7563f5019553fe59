import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForBankScript, type BankScriptState } from './wait-for-bank-script';

describe('waitForBankScript', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const track = (promise: Promise<BankScriptState>) => {
    const state: { value?: BankScriptState } = {};
    void promise.then((value) => (state.value = value));
    return state;
  };

  it('gives up after 30 checks one second apart when the script never arrives', async () => {
    const isScriptLoaded = vi.fn(() => false);
    const result = track(waitForBankScript({ isReady: () => false, isScriptLoaded }));

    await vi.advanceTimersByTimeAsync(28_999);
    expect(result.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result.value).toBe('script-missing');
    // The last check is the 30th: checks at 0 s, 1 s, ... 29 s.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(isScriptLoaded.mock.calls.length).toBeGreaterThanOrEqual(30);
    expect(isScriptLoaded.mock.calls.length).toBeLessThanOrEqual(31);
  });

  it('says "not ready" when the script arrived but Link never became ready', async () => {
    const result = track(waitForBankScript({ isReady: () => false, isScriptLoaded: () => true }));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(result.value).toBe('not-ready');
  });

  it('resolves at the first check where Link is ready', async () => {
    let ready = false;
    const result = track(waitForBankScript({ isReady: () => ready, isScriptLoaded: () => true }));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(result.value).toBeUndefined();
    ready = true;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(result.value).toBe('ready');
  });

  it('stops at once when the script tag failed to load', async () => {
    const result = track(waitForBankScript({ isReady: () => false, isScriptLoaded: () => false, hasFailed: () => true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(result.value).toBe('script-missing');
  });
});
