// stdio cold start: spawn → initialize → tools/list answered, for `ctp mcp`
// (the whole catalog) against a minimal two-tool server on the same SDK
// (bench/mcp-server-sdk-stdio.mjs). Runs alternate; medians are compared.
// Run after `npm run build`:  node bench/mcp-stdio.mjs   (BENCH_RUNS=20 by default)
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
// the three messages a client sends first; the answer to id 2 is the tool list
const opening = [
  { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
  { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
]
  .map((m) => `${JSON.stringify(m)}\n`)
  .join('');

/** Milliseconds from spawn to the tools/list answer, and how many tools it listed. */
function coldStart(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.includes('"id":2'));
      if (!line) return;
      const ms = performance.now() - started;
      child.kill();
      resolve({ ms, tools: JSON.parse(line).result.tools.length });
    });
    child.on('error', reject);
    child.stdin.write(opening);
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const subjects = { ctp: ['packages/cli/bin/ctp.js', 'mcp'], sdk: ['bench/mcp-server-sdk-stdio.mjs'] };
// BENCH_FLOOR=1: also two processes that load nothing and answer at once, with ctp's list bytes
// and with a two-tool list (bench/fixtures/stdio-canned-list.mjs): what the answer's size alone costs
if (process.env.BENCH_FLOOR === '1') Object.assign(subjects, { cannedCatalog: ['bench/fixtures/stdio-canned-list.mjs', 'catalog'], cannedSmall: ['bench/fixtures/stdio-canned-list.mjs', 'small'] });
const times = Object.fromEntries(Object.keys(subjects).map((name) => [name, []]));
let tools = {};
for (let i = 0; i < RUNS + 2; i++) {
  for (const [name, args] of Object.entries(subjects)) {
    const r = await coldStart(args);
    tools[name] = r.tools;
    if (i >= 2) times[name].push(r.ms); // the first runs warm the OS file cache
  }
}
console.log(`stdio cold start (spawn → tools/list answered), median of ${RUNS} alternating runs, Node ${process.version}`);
console.log(`  ctp mcp (${tools.ctp} tools)            ${median(times.ctp).toFixed(0)} ms  (min ${Math.min(...times.ctp).toFixed(0)})`);
console.log(`  minimal SDK server (${tools.sdk} tools)  ${median(times.sdk).toFixed(0)} ms  (min ${Math.min(...times.sdk).toFixed(0)})`);
console.log(`ratio ctp/minimal: ${(median(times.ctp) / median(times.sdk)).toFixed(2)}× (target ≤ 1.0×)`);
if (times.cannedCatalog) {
  console.log(`  canned answer, ctp's list (${tools.cannedCatalog} tools)  ${median(times.cannedCatalog).toFixed(0)} ms  (min ${Math.min(...times.cannedCatalog).toFixed(0)})`);
  console.log(`  canned answer, 2 tools  ${median(times.cannedSmall).toFixed(0)} ms  (min ${Math.min(...times.cannedSmall).toFixed(0)})`);
}
