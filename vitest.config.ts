import { defineConfig } from 'vitest/config';

// Tests import workspace packages through their "ctp-source" export condition,
// so they run against src/ without a build step in between.
export default defineConfig({
  resolve: { conditions: ['ctp-source'] },
  ssr: { resolve: { conditions: ['ctp-source'] } },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
