/**
 * Reads until `done` holds or `waitMs` has passed, and returns the last value read: how a
 * request waits a bounded time for work it handed to the workers (the database row says
 * when the work has ended).
 */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, waitMs: number, intervalMs = 150): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
