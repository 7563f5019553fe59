// The fuzz suite measures the API's event-loop delay while pathological files are uploaded,
// so it runs alone, after the integration tier: beside another suite on 2 cores the delay
// measures the machine's other work, not the parsers'. `npm run test:fuzz -w api`.
const integration = require('./jest.integration.config.cjs');

module.exports = { ...integration, testMatch: ['<rootDir>/test/**/*.fuzz-spec.ts'], maxWorkers: 1 };
