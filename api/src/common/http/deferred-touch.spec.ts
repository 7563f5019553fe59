import type { SessionData, Store } from 'express-session';
import { deferTouches } from './deferred-touch';

const sess = { cookie: { originalMaxAge: 1_800_000 } } as unknown as SessionData;

function fakeStore() {
  const pending: { sid: string; done: (err?: unknown) => void }[] = [];
  const store = { touch: (sid: string, _s: SessionData, done: (err?: unknown) => void) => pending.push({ sid, done }) } as unknown as Store;
  return { store, pending };
}

describe('deferTouches', () => {
  it('answers before the store has written, and writes in the background', () => {
    const { store, pending } = fakeStore();
    deferTouches(
      store,
      60_000,
      () => {},
      () => 0,
    );
    const answered = jest.fn();
    store.touch!('a', sess, answered);
    expect(answered).toHaveBeenCalledTimes(1);
    expect(pending.map((p) => p.sid)).toEqual(['a']);
  });

  it('moves a session’s expiry at most once per interval, and each session on its own', () => {
    const { store, pending } = fakeStore();
    let clock = 0;
    deferTouches(
      store,
      60_000,
      () => {},
      () => clock,
    );
    store.touch!('a', sess, () => {});
    clock = 59_999;
    store.touch!('a', sess, () => {});
    store.touch!('b', sess, () => {});
    clock = 60_000;
    store.touch!('a', sess, () => {});
    expect(pending.map((p) => p.sid)).toEqual(['a', 'b', 'a']);
  });

  it('reports a failed write and tries again on the next request', () => {
    const { store, pending } = fakeStore();
    const errors: Error[] = [];
    deferTouches(
      store,
      60_000,
      (e) => errors.push(e),
      () => 0,
    );
    store.touch!('a', sess, () => {});
    pending[0].done(new Error('connection refused'));
    store.touch!('a', sess, () => {});
    expect(errors.map((e) => e.message)).toEqual(['connection refused']);
    expect(pending).toHaveLength(2);
  });
});
