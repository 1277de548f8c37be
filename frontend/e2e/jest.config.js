import { jestConfig } from '../../jest.preset.js';

// Browser journeys against the real stack (gateway + services + built web client), one per
// worker, started by global-setup.js. Two workers: one journey at a time left a third of CI's two
// cores idle while pages waited on each other; a single file runs in band with one stack
// (`npm run e2e -- --runInBand e2e/x.e2e.ts`).
export default jestConfig({
  displayName: 'frontend-e2e',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  globalSetup: '<rootDir>/global-setup.js',
  globalTeardown: '<rootDir>/global-teardown.js',
  testTimeout: 90_000,
  maxWorkers: 2,
});
