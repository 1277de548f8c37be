// Lint rules for the Node workspaces (libs, services, gateway, infra). The web client has its
// own config in frontend/eslint.config.js (React rules, browser globals).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { RULES_IN_CONTRACTS, RULES_IN_CONTRACTS_HOME } from './eslint.rules-in-contracts.js';

const ROOT = import.meta.dirname;
const TESTS = ['**/test/**', '**/*.spec.ts', '**/src/testing/**'];

/**
 * The gateway's modules (folders of gateway/src) and the ones each may import: an arrow only
 * ever points down this list, so no module imports one that imports it back. The files at the
 * top of gateway/src (app.ts, gateway-server.ts, main.ts) put the modules together.
 */
const GATEWAY_MODULES = {
  origins: [],
  viewer: [],
  health: [],
  compose: [],
  'local-payments': [],
  graphql: ['origins', 'viewer'],
  // Every cache and what drops it (issue 43 item 4); the features read and fill them.
  caching: ['graphql'],
  identity: ['caching', 'graphql', 'viewer'],
  'public-reads': ['caching', 'graphql'],
  web: ['caching', 'graphql', 'identity', 'public-reads'],
  // The REST facade's self-description; the routes carry it, so it never imports them.
  openapi: ['identity'],
  rest: ['caching', 'graphql', 'identity', 'openapi', 'origins', 'public-reads'],
  partners: ['identity', 'rest'],
};
const gatewayModuleZones = Object.entries(GATEWAY_MODULES).map(([module, allowed]) => ({
  target: `gateway/src/${module}`,
  from: [
    ...Object.keys(GATEWAY_MODULES)
      .filter((other) => other !== module && !allowed.includes(other))
      .map((other) => `gateway/src/${other}`),
    'gateway/src/app.ts',
    'gateway/src/gateway-server.ts',
    'gateway/src/main.ts',
  ],
  message: `gateway/src/${module} may import only ${allowed.join(', ') || 'no other module'} (see GATEWAY_MODULES)`,
}));

/** Workspace packages a folder may not import, by package name. */
const ONLY_SHARED_LIBS = {
  group: ['@distill/*', '!@distill/contracts', '!@distill/platform'],
  message: 'Only @distill/contracts and @distill/platform may be imported here.',
};
const NO_TEST_KITS = {
  group: ['@distill/*/testing', '@distill/*/testing/*', '**/testing/index.js'],
  message: 'Production code never imports a test kit.',
};
/** Another project's tests run a service (its app module and config) and reach it through its kit. */
const SERVICE_KITS_ONLY = {
  group: [
    ...['identity', 'catalog', 'reading', 'billing'].map((service) => `@distill/${service}/**`),
    '!@distill/*/testing',
    '!@distill/*/app.module',
    '!@distill/*/config',
  ],
  message:
    "Another project's tests reach a service through its test kit (@distill/<service>/testing), never its internals.",
};
const restrictImports = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'frontend/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    // Tests and the test kits (src/testing) assert on loosely typed JSON answers.
    files: ['**/test/**/*.ts', '**/*.spec.ts', '**/src/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Import cycles between files (type-only imports excluded: they vanish at runtime), and the
    // gateway's module arrows, which must point one way.
    files: ['**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['gateway', 'infra', 'libs/*', 'services/*'].map(
            (workspace) => `${ROOT}/${workspace}/tsconfig.json`,
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // TypeORM's two-sided relations name each other's entity through a thunk (`() => Summary`),
    // which is resolved after both modules have loaded: the one cycle that is safe by design.
    files: ['**/*.entity.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['gateway/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: gatewayModuleZones }],
    },
  },
  { files: ['**/*.ts'], ignores: RULES_IN_CONTRACTS_HOME, rules: RULES_IN_CONTRACTS },
  // Module boundaries. A service is its own deployable: it shares only contracts and the
  // platform, never another service's or the gateway's code; the libs sit below everything.
  restrictImports(['services/*/src/**/*.ts'], [ONLY_SHARED_LIBS, NO_TEST_KITS], TESTS),
  restrictImports(['libs/**/*.ts'], [ONLY_SHARED_LIBS]),
  restrictImports(['libs/*/src/**/*.ts'], [ONLY_SHARED_LIBS, NO_TEST_KITS], TESTS),
  restrictImports(['gateway/src/**/*.ts'], [ONLY_SHARED_LIBS, NO_TEST_KITS], TESTS),
  restrictImports(['infra/src/**/*.ts'], [NO_TEST_KITS], TESTS),
  restrictImports(
    ['gateway/test/**/*.ts', 'infra/test/**/*.ts', 'infra/e2e/**/*.ts'],
    [SERVICE_KITS_ONLY],
  ),
);
