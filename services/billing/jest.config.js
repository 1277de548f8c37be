import { jestConfig } from '../../jest.preset.js';

// Closes everything it opens (checked with --detectOpenHandles).
export default jestConfig({
  displayName: 'billing',
  integration: true,
  forceExit: false,
  light: true,
});
