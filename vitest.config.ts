import { availableParallelism } from 'node:os';
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
    // Vitest's default is one file at a time on 2 cores (cores - 1); most long files wait on child
    // processes and Chromium rather than the CPU, so two or more at once halve the suite's time.
    // No test depends on wall-clock speed, so the sharing costs nothing but time.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
