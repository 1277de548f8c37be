import { jestConfig } from '../../jest.preset.js';

// Closes everything it opens, on PostgreSQL and embedded (checked with --detectOpenHandles).
export default jestConfig({
  displayName: 'reading',
  integration: true,
  forceExit: false,
  light: true,
  isolated: [
    // Starts the catalog in its own process (reading in a child): the catalog's code-first
    // GraphQL types would stay in the worker, and the next file's reading app fails with
    // "multiple types named Category".
    'test/catalog-events.spec.ts',
  ],
});
