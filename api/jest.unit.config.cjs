// The unit tier: specs beside the code (src/**/*.spec.ts), no database, no Redis, no
// global setup; seconds. `npm run test:unit` (root) runs it.
const base = require('./jest.config.cjs');

module.exports = { ...base, testMatch: ['<rootDir>/src/**/*.spec.ts'], globalSetup: undefined, globalTeardown: undefined };
