// Which calls may a server run on its event loop? Servers offload every call of a `cost: 'heavy'`
// tool and any call with more than SERVER_OFFLOAD.inputBytes (4 KB) of input to the worker pool;
// everything else runs in-process, so it must stay within a budget (20 ms). This measures every
// tool (the built catalog, `npm run build` first) at the largest input that stays in-process: text
// parameters grown to the threshold from the example's own text, and numbers at their maximum
// (counts, rounds, sizes). Each tool is measured in-process, on the main thread as a server would
// run it, in a child process of its own that is killed at PROBE_LIMIT_MS (a runaway call cannot
// be stopped otherwise); median of 5 runs after a warm-up call. Tools over the budget must be
// declared `cost: 'heavy'` or get faster kernels.
//
//   node bench/offload.mjs [--budget 20] [tool-id…]
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createRegistry, definitions } from '@ctp/tools';
import { SERVER_OFFLOAD, execute } from '@ctp/runtime';

const PROBE_LIMIT_MS = 20_000;
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

/** Child: measures one tool's probes in-process and prints one JSON line per probe. */
async function measure(id) {
  const registry = createRegistry();
  const d = registry.get(id).definition;
  await execute(registry, id, d.example.input); // load the module and warm up
  for (const [probe, input] of probes(d)) {
    const times = [];
    let result;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      result = await execute(registry, id, input);
      times.push(performance.now() - start);
      if (times[i] > 500) break; // one slow run says enough
    }
    times.sort((a, b) => a - b);
    console.log(JSON.stringify({ probe, ms: times[Math.floor(times.length / 2)], ok: result.success, code: result.errorCode }));
  }
}

/** Parent: one child per tool, killed at the limit; the slowest probe of each tool. */
function inChild(id) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--child', id], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), PROBE_LIMIT_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const rows = out.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
      const worst = rows.reduce((a, b) => (b.ms > a.ms ? b : a), { probe: '-', ms: 0, ok: true });
      resolve(code === 0 ? worst : { probe: `after ${rows.at(-1)?.probe ?? 'start'}`, ms: PROBE_LIMIT_MS, ok: false, code: 'KILLED' });
    });
  });
}

const args = process.argv.slice(2);
if (args[0] === '--child') await measure(args[1]);
else {
  const budgetAt = args.indexOf('--budget');
  const BUDGET_MS = budgetAt === -1 ? 20 : Number(args.splice(budgetAt, 2)[1]);
  const only = new Set(args);
  const rows = [];
  for (const d of definitions) {
    if ((only.size && !only.has(d.id)) || d.isolate) continue; // isolate tools always run in the pool
    rows.push({ id: d.id, cost: d.cost ?? 'linear', ...(await inChild(d.id)) });
  }
  rows.sort((a, b) => b.ms - a.ms);
  const over = rows.filter((r) => r.ms > BUDGET_MS && r.cost !== 'heavy');
  console.log(`${rows.length} tools measured in-process; budget ${BUDGET_MS} ms at ≤ ${SERVER_OFFLOAD.inputBytes} characters of input`);
  console.log('slowest in-process calls (tool, cost, probe, median ms, result):');
  for (const r of rows.filter((r) => r.ms > BUDGET_MS || rows.indexOf(r) < 15))
    console.log(`  ${r.id.padEnd(34)} ${r.cost.padEnd(7)} ${r.probe.padEnd(24)} ${(r.code === 'KILLED' ? `>${PROBE_LIMIT_MS}` : r.ms.toFixed(1)).padStart(8)} ms  ${r.ok ? 'ok' : r.code}`);
  console.log(over.length ? `\n${over.length} linear tools over the budget: ${over.map((r) => r.id).join(' ')}` : '\nevery linear tool is within the budget');
  process.exitCode = over.length ? 1 : 0;
}
