// @ts-check
import tseslint from 'typescript-eslint';

const ormAndSql = [
  {
    group: ['@mikro-orm/*', 'kysely', 'pg', 'pg-boss'],
    allowTypeImports: true,
    message: 'Faces and presenters do not touch the database: call a service or finder.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'data/**',
      '.scratch/**',
      'test/generated/**',
      'schema/**',
      'src/db/migrations/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    // REST and GraphQL faces: no ORM or SQL values, no other module's entities.
    files: ['src/**/*.rest.ts', 'src/**/*.graphql.ts', 'src/**/*.http.ts', 'src/rest/**', 'src/graphql/**'],
    // Composition roots of the GraphQL face: the HTTP/WebSocket server and the query worker's thread.
    ignores: ['src/graphql/server.ts', 'src/graphql/offload/query-worker.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ormAndSql,
            {
              group: ['../*/*.entity.ts', '../../modules/*/*.entity.ts'],
              allowTypeImports: true,
              message: "Use the other module's service, not its entity.",
            },
          ],
        },
      ],
    },
  },
  {
    // Presenters are pure: no services, finders or database.
    files: ['src/**/*.presenter.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ormAndSql,
            {
              group: ['**/*.service.ts', '**/*.finder.ts'],
              message: 'Presenters are pure; preload what they need.',
            },
          ],
        },
      ],
    },
  },
  {
    // Logs are JSON lines of the process's one logger (core/logger.ts); nothing else writes to them.
    files: ['src/**'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['test/**', 'bench/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
