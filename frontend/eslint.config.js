import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { RULES_IN_CONTRACTS } from '../eslint.rules-in-contracts.js';

export default tseslint.config(
  { ignores: ['dist/**', 'e2e/.output/**', 'src/gql/**', 'node_modules/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      ...RULES_IN_CONTRACTS,
    },
  },
  {
    // Node scripts (jest global setup, configs).
    files: ['e2e/**/*.js', '*.js'],
    languageOptions: {
      globals: Object.fromEntries(
        [
          'process',
          'console',
          'URL',
          'fetch',
          'setTimeout',
          'clearTimeout',
          'AbortSignal',
          'globalThis',
        ].map((name) => [name, 'readonly']),
      ),
    },
  },
);
