import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib/chromium.mjs';

/**
 * Browser tests: the system Chromium (no browser download) against the production
 * build served by the real stack, which global-setup starts on a free port.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
});
