// Which calls may a server run on its event loop? Servers offload every call of a `cost: 'heavy'`
// tool and any call with more than SERVER_OFFLOAD.inputBytes (16 KB) of input to the worker pool;
// everything else runs in-process, so it must stay within a few milliseconds. This measures every
// tool (the built catalog, `npm run build` first) at the largest input that stays in-process: text
// parameters grown to the threshold from the example's own text, and numbers at their maximum
// (counts, rounds, sizes). Each call runs in a pool worker (so a runaway one is stopped at
// PROBE_LIMIT_MS), timed from the call to its answer after a warm-up call. Tools over the budget
// must be declared `cost: 'heavy'` or get faster kernels.
//
//   node bench/offload.mjs [--budget 5] [tool-id…]
import { performance } from 'node:perf_hooks';
import { createRegistry, definitions } from '@ctp/tools';
import { SERVER_OFFLOAD, execute } from '@ctp/runtime';
import { createWorkerRunner } from '@ctp/runtime/node';

const PROBE_LIMIT_MS = 10_000;

const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const BUDGET_MS = budgetAt === -1 ? 5 : Number(args.splice(budgetAt, 2)[1]);
const only = new Set(args);
const registry = createRegistry();
const runner = createWorkerRunner({ registryModule: import.meta.resolve('@ctp/tools'), size: 1 });
// every call in the worker: a threshold no input is under
const options = { isolatedRunner: runner.run, offload: { inputBytes: -1 }, timeoutMs: PROBE_LIMIT_MS };
const TEXT = new Set(['text', 'textarea']);

/** `value` repeated (whole lines, when it has any) to just under `chars` characters. */
function grow(value, chars) {
  if (typeof value !== 'string' || value.length === 0) return value;
  const unit = value.includes('\n') ? `${value}\n` : value.endsWith(' ') ? value : `${value} `;
  return unit.repeat(Math.max(1, Math.floor(chars / unit.length))).slice(0, chars);
}

/** The probes of one tool: its example, its text grown to the threshold, its numbers at their maximum. */
function probes(d) {
  const example = d.example.input;
  const out = [['example', example]];
  const texts = d.parameters.filter((p) => TEXT.has(p.type) && typeof example[p.name] === 'string' && example[p.name].length > 0);
  if (texts.length) {
    const share = Math.floor(SERVER_OFFLOAD.inputBytes / texts.length) - 1;
    const grown = { ...example };
    for (const p of texts) grown[p.name] = grow(example[p.name], Math.min(share, p.validation?.maxLength ?? share));
    out.push([`text ${Math.round(SERVER_OFFLOAD.inputBytes / 1024)} KB`, grown]);
  }
  for (const p of d.parameters.filter((q) => q.type === 'number' && q.validation?.max !== undefined)) {
    const max = p.validation.step === undefined || Number.isInteger(p.validation.max / p.validation.step) ? p.validation.max : p.validation.min ?? 0;
    out.push([`${p.name}=${max}`, { ...example, [p.name]: max }]);
  }
  return out;
}

async function timeOf(id, input) {
  const times = [];
  let result;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    result = await execute(registry, id, input, options);
    times.push(result.errorCode === 'TIMEOUT' ? PROBE_LIMIT_MS : performance.now() - start);
    if (times[i] > 1000) break; // one slow run says enough
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], ok: result.success, code: result.errorCode };
}

const rows = [];
for (const d of definitions) {
  if (only.size && !only.has(d.id)) continue;
  if (d.isolate) continue; // always in the pool
  await execute(registry, d.id, d.example.input, options); // load the module in the worker and warm up
  let worst = { ms: 0, probe: '-' };
  for (const [probe, input] of probes(d)) {
    const t = await timeOf(d.id, input);
    if (t.ms > worst.ms) worst = { ...t, probe };
  }
  rows.push({ id: d.id, cost: d.cost ?? 'linear', ...worst });
}
rows.sort((a, b) => b.ms - a.ms);
const over = rows.filter((r) => r.ms > BUDGET_MS && r.cost !== 'heavy');
console.log(`${rows.length} tools measured in-process; budget ${BUDGET_MS} ms at ≤ ${SERVER_OFFLOAD.inputBytes} characters of input`);
console.log('slowest in-process calls (tool, cost, probe, median ms, result):');
for (const r of rows.slice(0, 40)) console.log(`  ${r.id.padEnd(34)} ${r.cost.padEnd(7)} ${r.probe.padEnd(24)} ${(r.code === 'TIMEOUT' ? `>${PROBE_LIMIT_MS}` : r.ms.toFixed(1)).padStart(8)} ms  ${r.ok ? 'ok' : r.code}`);
console.log(over.length ? `\n${over.length} linear tools over the budget: ${over.map((r) => r.id).join(', ')}` : '\nevery linear tool is within the budget');
await runner.close();
process.exitCode = over.length ? 1 : 0;
