import { jestConfig } from '../jest.preset.js';

export default jestConfig({
  displayName: 'gateway',
  integration: true,
  // PostgreSQL and Redis as everywhere, plus the Firebase Auth emulator for the bearer-token tests.
  globalSetup: new URL('../services/identity/test/global-setup.js', import.meta.url).pathname,
  globalTeardown: new URL('../services/identity/test/global-teardown.js', import.meta.url).pathname,
  // The longest suite, and the last to start (it needs every service built): at jest's default
  // of one worker per core but one it ran alone on one of CI's two cores for minutes. Each file
  // starts a stack of its own (databases, ports, event prefix), so files can run side by side.
  maxWorkers: 2,
});
