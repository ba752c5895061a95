import { availableParallelism } from 'node:os';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take minutes (browsers, packed installs, every tool through the CLI) start first.
 * A fresh clone has no timings cache, and Vitest then runs larger files first: the three
 * browser shards are three-line files, so they ran last, one after another, after everything else.
 */
const LONG_FIRST = ['web/test/e2e/tools-', 'test/packed/packed-install', 'cli/test/cli.test', 'discovery/test/openapi', 'web/test/e2e/app', 'web/test/e2e/browser'];
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONG_FIRST.findIndex((part) => f.moduleId.includes(part));
      return i === -1 ? LONG_FIRST.length : i;
    };
    const sorted = await super.sort(files);
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

// Tests import workspace packages through their "ctp-source" export condition,
// so they run against src/ without a build step in between.
export default defineConfig({
  resolve: { conditions: ['ctp-source'] },
  ssr: { resolve: { conditions: ['ctp-source'] } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one file at a time on 2 cores (cores - 1); most long files wait on child
    // processes and Chromium rather than the CPU, so two or more at once halve the suite's time.
    // No test depends on wall-clock speed, so the sharing costs nothing but time.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        // Tool tests are pure functions over their own folder: they share one module graph per
        // worker (no isolation), so the catalog's libraries and the test helpers load once per
        // worker, not once per file (half these files' time, most of it imports). Each restores
        // what it changes (fake timers, Date.now spies, TZ) in afterEach/finally.
        extends: true,
        test: { name: 'tools', include: ['packages/tools/src/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'surfaces',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['packages/tools/src/**', '**/node_modules/**'],
        },
      },
    ],
  },
});
