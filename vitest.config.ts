import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
})
