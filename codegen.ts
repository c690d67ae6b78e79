import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema/schema.graphql is printed from the Pothos schema; test/generated/graphql.ts holds typed
 * documents for every operation in schema/operations/, used by the tests.
 */
const config: CodegenConfig = {
  schema: './src/graphql/schema.ts',
  documents: ['schema/operations/**/*.graphql'],
  generates: {
    'schema/schema.graphql': {
      plugins: ['schema-ast'],
      config: { includeDirectives: false, commentDescriptions: false },
    },
    'test/generated/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        ignoreEnumValuesFromSchema: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
        scalars: {
          Time: 'string',
          Date: 'string',
          JSON: 'unknown',
          UserID: 'string',
          GroupID: 'string',
          ProjectID: 'string',
          NamespaceID: 'string',
          MemberID: 'string',
          PersonalAccessTokenID: 'string',
          JobID: 'string',
          CiStageID: 'string',
          Duration: 'number',
        },
      },
    },
  },
};

export default config;
