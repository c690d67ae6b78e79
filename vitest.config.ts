import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql 17 ships CJS under `node` and ESM under `module-sync`: resolve like Node does, so that
  // our code and Pothos share one graphql instance.
  ssr: { resolve: { conditions: ['module-sync', 'module', 'node', 'development|production'] } },
  test: {
    globalSetup: ['./test/support/global-setup.ts'],
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    hookTimeout: 120_000,
    testTimeout: 60_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
