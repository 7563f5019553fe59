import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const state = globalThis.__LEDGERLEAF__;
  if (!state) return;
  await state.redis?.stop();
  await state.database.stop();
  rmSync(state.scratch, { recursive: true, force: true });
}
