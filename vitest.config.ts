import { defineConfig } from 'vitest/config'
import { barrelImports } from './scripts/vitest-barrel-imports.ts'

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        // The API, the server, the scripts and the contracts share one module graph per worker:
        // each file builds its own app on its own database, and importing the app once per file
        // was half of this project's time (docs/decisions/055-tests-share-a-module-graph.md).
        extends: true,
        test: {
          name: 'unit',
          include: ['apps/*/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
          globalSetup: ['apps/api/src/testing/global-setup.ts'],
          setupFiles: [
            'apps/api/src/testing/fail-on-console-error.ts',
            'apps/api/src/testing/cheap-password-hashes.ts',
          ],
        },
      },
      {
        // The web's components keep module state (stores, translations, the query client) and
        // replace modules with vi.mock: a fresh module graph per file, which loads only the icons
        // and primitives it names, not their libraries whole (scripts/vitest-barrel-imports.ts).
        extends: true,
        plugins: [barrelImports()],
        test: {
          name: 'web',
          include: ['apps/*/app/**/*.test.{ts,tsx}', 'apps/web/*.test.ts'],
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
