import { jestConfig } from '../../jest.preset.js';

// Browser journeys against the real stack (gateway + services + built web client), one per
// worker (stacks.js), started by global-setup.js or already by `npm test`, the longest journeys
// first (sequencer.js). Three workers on CI's two cores: pages spend part of each journey waiting
// (on each other, on debounces, on the network), so two left a fifth of the CPU idle. Measured on
// two cores: 395-402 s with three, 401-474 s with two, 436 s with four. A single file runs in
// band with one stack (`npm run e2e -- --runInBand e2e/x.e2e.ts`).
export default jestConfig({
  displayName: 'frontend-e2e',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  globalSetup: '<rootDir>/global-setup.js',
  globalTeardown: '<rootDir>/global-teardown.js',
  testSequencer: '<rootDir>/sequencer.js',
  // A journey that takes 20 s alone took over 90 s beside two others on a slow day of CI's
  // machine; a journey that hangs still fails, at three minutes.
  testTimeout: 180_000,
  maxWorkers: 3,
});
