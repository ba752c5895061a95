// `npm start` against `ctp serve` on an already built checkout: time from spawn until the server
// answers GET /health, median of BENCH_RUNS (default 9) runs of each, alternating, in one run.
// Every arm runs with --port and --quiet (npm start passes them on to ctp serve).
// `npm start` must cost at most 1.5x `ctp serve` (issue 16): it checks what is stale (nothing
// here), then runs `ctp serve` in the same process. Run `npm run build` first.
// Usage: node bench/start.mjs
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const PORT = Number(process.env.BENCH_PORT ?? 18787);
const npmCli = process.env.npm_execpath?.endsWith('npm-cli.js') ? process.env.npm_execpath : undefined;
const npm = npmCli ? [process.execPath, npmCli] : ['npm'];
const npx = npmCli ? [process.execPath, npmCli.replace(/npm-cli\.js$/, 'npx-cli.js')] : ['npx'];

// `ctp serve` is the baseline; `npx ctp serve` (how the README runs ctp in a clone) shows what
// npm's own start-up costs, which `npm start` pays too
const COMMANDS = {
  'ctp serve': [process.execPath, 'packages/cli/bin/ctp.js', 'serve'],
  'npm start': [...npm, 'start', '--'],
  'npx ctp serve': [...npx, 'ctp', 'serve'],
};

async function healthy(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Milliseconds from spawn until /health answers 200; the process group is then stopped. */
async function once([command, ...args]) {
  const started = performance.now();
  const child = spawn(command, [...args, '--port', String(PORT), '--quiet'], { cwd: root, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited: ${stderr}`);
    if (await healthy(`http://127.0.0.1:${PORT}/health`)) {
      ms = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const times = Object.fromEntries(Object.keys(COMMANDS).map((name) => [name, []]));
await once(COMMANDS['npm start']); // warm-up, and builds whatever is stale so the runs measure a built checkout
for (let i = 0; i < RUNS; i++) for (const [name, command] of Object.entries(COMMANDS)) times[name].push(await once(command));
for (const [name, xs] of Object.entries(times)) console.log(`${name.padEnd(13)} median ${median(xs).toFixed(0)} ms  (${xs.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`npm start / ctp serve: ${(median(times['npm start']) / median(times['ctp serve'])).toFixed(2)}x (target <= 1.5x)`);
console.log(`npm start / npx ctp serve: ${(median(times['npm start']) / median(times['npx ctp serve'])).toFixed(2)}x`);
