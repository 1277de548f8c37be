import { jestConfig } from '../jest.preset.js';

// Unit tests of the start-up, checks of the deployment files (k8s/, docker-compose.yml; no cluster, no Docker engine) and of
// the built processes' shutdown (real PostgreSQL and Redis).
export default jestConfig({
  displayName: 'infra',
  integration: true,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  // Closes everything it opens, the processes it starts included (checked with
  // --detectOpenHandles).
  forceExit: false,
  light: true,
});
