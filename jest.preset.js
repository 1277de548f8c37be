// Shared jest settings: TypeScript through SWC (with decorator metadata for NestJS and
// TypeORM), native ES modules, and one resolution of PostgreSQL/Redis per run.
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('.', import.meta.url));

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      useDefineForClassFields: false,
      react: { runtime: 'automatic' },
    },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

/** @param {{ displayName: string, integration?: boolean, testMatch?: string[], [k: string]: unknown }} options */
export function jestConfig({ displayName, integration = false, ...overrides }) {
  return {
    displayName,
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] },
    moduleNameMapper: {
      '^@distill/contracts$': `${workspaceRoot}libs/contracts/src/index.ts`,
      '^@distill/platform$': `${workspaceRoot}libs/platform/src/index.ts`,
      '^@distill/platform/testing$': `${workspaceRoot}libs/platform/src/testing/index.ts`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
    ...(integration
      ? {
          globalSetup: `${workspaceRoot}jest.global-setup.js`,
          globalTeardown: `${workspaceRoot}jest.global-teardown.js`,
          testTimeout: 60_000,
          // A project not yet shown to close everything it opens is forced to exit, so a run
          // ends and reports rather than wait for CI's limit. A project whose whole suite (and
          // its embedded run, where it has one) ended cleanly under `--detectOpenHandles`
          // passes `forceExit: false`: a handle leaked there is no longer cut silently but keeps
          // the run from ending (jest warns of it), and `--detectOpenHandles` names its opener.
          forceExit: true,
        }
      : {}),
    ...overrides,
  };
}
