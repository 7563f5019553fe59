import type { Store } from 'express-session';

type TouchCallback = (err?: unknown) => void;

/**
 * express-session holds back every answer on a rolling session until the store has moved
 * the session's expiry: an UPDATE and its commit on each request, on the critical path of
 * every logged-in call. The idle timeout needs minute precision, not millisecond: the
 * answer goes out at once, and the row's expiry moves in the background, at most once per
 * `intervalMs` for a session in this process. The cookie itself is still renewed on each
 * answer. A row may therefore expire up to `intervalMs` before its cookie would.
 *
 * A failed background touch is reported to `onError` and retried on the next request;
 * the session stays valid until its current row expiry either way.
 */
export function deferTouches(store: Store, intervalMs: number, onError: (error: Error) => void, now: () => number = Date.now): Store {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  const lastTouched = new Map<string, number>();
  const prune = (at: number) => {
    for (const [sid, when] of lastTouched) if (at - when >= intervalMs) lastTouched.delete(sid);
  };

  store.touch = (sid: string, sess, callback?: TouchCallback) => {
    callback?.();
    const at = now();
    const last = lastTouched.get(sid);
    if (last !== undefined && at - last < intervalMs) return;
    if (lastTouched.size >= 10_000) prune(at);
    lastTouched.set(sid, at);
    touch(sid, sess, (err?: unknown) => {
      if (!err) return;
      lastTouched.delete(sid);
      onError(err instanceof Error ? err : new Error(String(err)));
    });
  };
  return store;
}
