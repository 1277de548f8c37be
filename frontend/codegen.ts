import { existsSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

// The composed API schema is checked in by the gateway (`npm run compose`); the fallback only
// exists until that file lands.
const composedSchema = '../gateway/schema.graphql';
const schema = existsSync(composedSchema) ? composedSchema : './schema.fallback.graphql';

const config: CodegenConfig = {
  schema,
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    './src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
        avoidOptionals: { field: true, inputValue: false },
        skipTypename: false,
      },
    },
  },
};

export default config;
