import { jestConfig } from '../jest.preset.js';

// Checks of the deployment files (k8s/, docker-compose.yml): no cluster and no Docker engine.
export default jestConfig({ displayName: 'infra', testMatch: ['<rootDir>/test/**/*.spec.ts'] });
