import { jestConfig } from '../../jest.preset.js';

// Browser journeys against the real stack (gateway + services + built web client), started once
// per run by global-setup.js.
export default jestConfig({
  displayName: 'frontend-e2e',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  globalSetup: '<rootDir>/global-setup.js',
  globalTeardown: '<rootDir>/global-teardown.js',
  testTimeout: 90_000,
  maxWorkers: 1,
});
