import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'apps/*/src/**/*.test.ts',
            'apps/*/app/**/*.test.{ts,tsx}',
            'apps/web/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          setupFiles: [
            'apps/api/src/testing/fail-on-console-error.ts',
            'apps/api/src/testing/cheap-password-hashes.ts',
          ],
        },
      },
      {
        // The deployment recipes, tried with the tools they are written for against the built
        // product: `npm test` runs them after `npm run build` (docs/decisions/049-deployment-recipes.md).
        extends: true,
        test: {
          name: 'deploy',
          include: ['deploy/**/*.test.ts'],
          setupFiles: ['apps/api/src/testing/fail-on-console-error.ts'],
        },
      },
    ],
  },
})
