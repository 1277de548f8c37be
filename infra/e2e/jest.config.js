import { jestConfig } from '../../jest.preset.js';

// The product as `npm start` runs it, on a PostgreSQL and a Redis of its own, with faults: one
// run at a time (nx runs e2e targets with --parallel=1), each test file starting its own stack.
export default jestConfig({
  displayName: 'infra-e2e',
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  testTimeout: 120_000,
  maxWorkers: 1,
});
