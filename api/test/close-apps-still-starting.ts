// Set up for every integration test file (jest.integration.config.cjs, setupFilesAfterEnv).
// An application still starting when its test file ends (the beforeAll that asked for it
// timed out) is waited for and closed: left running, it worked its queues and retried its
// database in the jest worker after the file's environment was gone, and the suites after
// it in that worker timed out in turn (docs/decisions/testing.md, 2026-11-29). Apps that
// started are closed by their tests (their own afterAll runs after this one, and closing
// twice is one close: test/helpers/test-app.ts).
import type { NestExpressApplication } from '@nestjs/platform-express';

const STILL_STARTING_WAIT_MS = 60_000;

afterAll(async () => {
  const starting = (globalThis as { __ledgerleafAppsStarting?: Set<Promise<NestExpressApplication>> }).__ledgerleafAppsStarting;
  if (!starting?.size) return;
  await Promise.all(
    [...starting].map(async (start) => {
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), STILL_STARTING_WAIT_MS);
      });
      const app = await Promise.race([start.catch(() => null), gaveUp]);
      clearTimeout(timer);
      await app?.close().catch(() => undefined);
    }),
  );
}, STILL_STARTING_WAIT_MS + 30_000);
