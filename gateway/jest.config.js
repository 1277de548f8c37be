import { jestConfig } from '../jest.preset.js';

export default jestConfig({
  displayName: 'gateway',
  integration: true,
  // PostgreSQL and Redis as everywhere, plus the Firebase Auth emulator for the bearer-token tests.
  globalSetup: new URL('../services/identity/test/global-setup.js', import.meta.url).pathname,
  globalTeardown: new URL('../services/identity/test/global-teardown.js', import.meta.url).pathname,
});
