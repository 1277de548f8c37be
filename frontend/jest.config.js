import { jestConfig } from '../jest.preset.js';

export default jestConfig({
  displayName: 'frontend',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
});
