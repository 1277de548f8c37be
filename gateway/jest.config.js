import { jestConfig } from '../jest.preset.js';

export default jestConfig({
  displayName: 'gateway',
  integration: true,
  // PostgreSQL, Redis and the Firebase Auth emulator as for identity's suites, and the stack host
  // that keeps one shared service stack per worker (test/stack-host.js).
  globalSetup: new URL('./test/global-setup.js', import.meta.url).pathname,
  globalTeardown: new URL('./test/global-teardown.js', import.meta.url).pathname,
  // The longest suite, and the last to start (it needs every service built): at jest's default
  // of one worker per core but one it ran alone on one of CI's two cores for minutes. Suites
  // keep their data apart (their own members and summaries), so they run side by side.
  maxWorkers: 2,
  // The first suite on each worker starts that worker's shared stack in its set-up (four
  // services and a gateway): over 60 s once on a machine loaded to 8-14.
  testTimeout: 120_000,
  light: true,
});
