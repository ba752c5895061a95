// The release-check fuzz: the same property test `npm test` runs (packages/tools/src/fuzz.test.ts)
// with many more cases per tool and the costly maximum-size inputs (CTP_FUZZ_MODE=full). Runs the
// built catalog's worker pool, so `npm run build` first.
//
//   node bench/fuzz.mjs [--runs 200] [--seed N] [tool-id…]
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const runs = option('--runs', '200');
const seed = option('--seed', undefined);
const env = { ...process.env, CTP_FUZZ_MODE: 'full', CTP_FUZZ_RUNS: runs, ...(seed && { CTP_TEST_SEED: seed }), ...(args.length && { CTP_FUZZ_TOOLS: args.join(',') }) };
const started = Date.now();
const child = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'packages/tools/src/fuzz.test.ts'], { cwd: root, env, stdio: 'inherit' });
child.on('exit', (code) => {
  console.log(`fuzz (full, ${runs} cases a tool${seed ? `, seed ${seed}` : ''}): ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exitCode = code ?? 1;
});
