import type { CodegenConfig } from '@graphql-codegen/cli';

// The public API schema, composed from the subgraphs and checked in by `npm run compose`.
const schema = '../gateway/schema.graphql';

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
