// The integration tier: supertest against the real application, a fresh PostgreSQL
// database and a real Redis (test/global-setup.mjs), test/**/*.e2e-spec.ts.
// `npm run test:integration` (root) runs it.
const base = require('./jest.config.cjs');

module.exports = { ...base, testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] };
