// The integration tier: supertest against the real application, a fresh PostgreSQL
// database and a real Redis (test/global-setup.mjs), test/**/*.e2e-spec.ts.
// `npm run test:integration` (root) runs it.
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
  // Closes an application still starting when its test file ends.
  setupFilesAfterEnv: ['<rootDir>/test/close-apps-still-starting.ts'],
  // Tests and hooks: an application start, a report build or a restart of a service, on two
  // cores shared with the other jest worker and the servers, took over 30 s in CI runs.
  testTimeout: 60_000,
};
