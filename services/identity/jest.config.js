import { jestConfig } from '../../jest.preset.js';

export default jestConfig({
  displayName: 'identity',
  integration: true,
  // The shared PostgreSQL/Redis setup plus the Firebase Auth emulator.
  globalSetup: new URL('./test/global-setup.js', import.meta.url).pathname,
  globalTeardown: new URL('./test/global-teardown.js', import.meta.url).pathname,
  // Closes everything it opens (checked with --detectOpenHandles).
  forceExit: false,
  light: true,
});
