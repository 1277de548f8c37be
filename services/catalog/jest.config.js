import { jestConfig } from '../../jest.preset.js';

// Closes everything it opens, on PostgreSQL and embedded (checked with --detectOpenHandles).
export default jestConfig({
  displayName: 'catalog',
  integration: true,
  forceExit: false,
  light: true,
});
