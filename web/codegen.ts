import type { CodegenConfig } from '@graphql-codegen/cli'

/**
 * Typed documents for the web from the api's printed schema (`npm run codegen -w api` writes
 * ../api/schema.graphql). Documents are plain strings (no GraphQL runtime in the browser).
 */
const config: CodegenConfig = {
  schema: '../api/schema.graphql',
  documents: ['src/graphql/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    './src/graphql/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        scalars: { DateTime: 'string', JSON: 'unknown' },
      },
    },
  },
}

export default config
