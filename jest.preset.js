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

/** @param {{ displayName: string, integration?: boolean, light?: boolean, isolated?: string[], testMatch?: string[], [k: string]: unknown }} options */
export function jestConfig({
  displayName,
  integration = false,
  light = false,
  isolated = [],
  ...overrides
}) {
  const config = {
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
  // JEST_DEFAULT_RUNNER=true puts every file back on jest's own runner (e.g. for
  // `--detectOpenHandles`, which cannot see into the light runner's workers).
  return light && process.env.JEST_DEFAULT_RUNNER !== 'true'
    ? lightConfig(config, isolated)
    : config;
}

/**
 * The config under jest-light-runner: the spec files run in worker threads that keep Node's
 * module cache from file to file (NestJS, Apollo and TypeORM are loaded once per worker, not once
 * per file as in jest's own runner), TypeScript through `jest.light-setup.js`, the workspace
 * packages from their built `dist/` (`test` builds its dependencies first). What it does not give:
 * isolation between the files of a worker (`isolated` files run apart, in a second project's
 * workers; one file there has a worker to itself) and module mocks; timeouts come from
 * `jest.light-timeouts.js`.
 * @param {Record<string, unknown>} config
 * @param {string[]} isolated paths from the project's root
 */
function lightConfig(config, isolated) {
  const { displayName, testMatch, globalSetup, globalTeardown, maxWorkers } = config;
  const testTimeout = /** @type {number | undefined} */ (config.testTimeout);
  // For jest.light-timeouts.js in the workers, which inherit the environment (jest's default).
  process.env.DISTILL_TEST_TIMEOUT_MS = String(testTimeout ?? 5_000);
  // Options of the whole run, not of a project (undefined ones left out: jest rejects them).
  // The workers end with the run whatever their files left open (`--detectOpenHandles` cannot
  // see into them), so nothing is learnt by waiting for the main process's handles.
  const global = Object.fromEntries(
    Object.entries({ forceExit: true, maxWorkers, testTimeout }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  const light = {
    displayName,
    testEnvironment: 'node',
    runner: 'jest-light-runner',
    setupFiles: [`${workspaceRoot}jest.light-setup.js`],
    setupFilesAfterEnv: [`${workspaceRoot}jest.light-timeouts.js`],
    testMatch,
    testPathIgnorePatterns: ['/node_modules/', ...isolated.map((file) => `<rootDir>/${file}$`)],
    globalSetup,
    globalTeardown,
  };
  if (isolated.length === 0) return { ...global, ...light };
  // A second project has a pool of worker threads of its own (each thread its own module
  // cache), which the first project's files never enter. At one worker (jest's default on two
  // cores; `--runInBand`) the runner runs every file in jest's own thread instead, shared.
  global.maxWorkers ??= 2;
  const own = {
    ...light,
    displayName: `${displayName} (own worker)`,
    testMatch: isolated.map((file) => `<rootDir>/${file}`),
    testPathIgnorePatterns: ['/node_modules/'],
  };
  return { ...global, projects: [light, own] };
}
