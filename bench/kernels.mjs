// Kernel throughput: byte and text tools through execute() (the whole §7 pipeline: normalize,
// validate, run, metadata; input limits lifted) against the Node built-in or reference library
// doing the same work directly, on the same input in the same process, alternated, medians of
// CPU time (MiB/s = input MiB per CPU second).
// Then peak RSS: the resident memory of one call in a warm process, the input it holds included,
// over the input size (so 1.0 is the input alone, for ASCII text); at 1 MiB the median of three
// children. --cold measures right after full collections instead (see rssChild).
//
//   node bench/kernels.mjs [--sizes 1,64] [--only json-formatter,hex-encoder] [--json results.json] [--cold]
//
// Run after `npm run build` (it imports packages/*/dist). Each case and size runs in a fresh
// child process (`--child …`), so heaps and peak RSS do not leak between cases.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES } from './kernels-cases.mjs';

const MIB = 1024 * 1024;
const self = fileURLToPath(import.meta.url);

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
}

const sizeOf = (input) =>
  typeof input === 'string' ? Buffer.byteLength(input) : Object.values(input).reduce((n, s) => n + Buffer.byteLength(s), 0);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The parent builds each input once and writes its strings to files; children read them back
 * with one allocation each, so a child's resident memory holds the input and nothing left over
 * from building it (peak RSS measures the call, not the generator's garbage).
 */
function saveInput(c, mib) {
  const dir = mkdtempSync(join(tmpdir(), 'ctp-kernels-'));
  const input = c.input(mib * MIB);
  const fields = typeof input === 'string' ? { '': input } : input;
  for (const [name, text] of Object.entries(fields)) writeFileSync(join(dir, `${name || '_'}.txt`), text);
  return dir;
}

function readInput(dir) {
  const files = readdirSync(dir).sort();
  const fields = Object.fromEntries(files.map((f) => [f.slice(0, -4), readFileSync(join(dir, f), 'utf8')]));
  return '_' in fields ? fields._ : fields;
}

async function load(caseId) {
  const c = CASES.find((x) => x.id === caseId);
  if (!c) throw new Error(`unknown case ${caseId}`);
  const [{ createRegistry }, { execute }] = await Promise.all([
    import('../packages/tools/dist/index.js'),
    import('../packages/runtime/dist/index.js'),
  ]);
  const registry = createRegistry();
  const ctx = (await c.setup?.()) ?? {};
  const runTool = async (params) => {
    const result = await execute(registry, c.tool, params, { limits: 'none' });
    if (!result.success) throw new Error(`${c.id}: ${result.errorCode} ${result.error}`);
    return result;
  };
  return { c, ctx, runTool };
}

/**
 * CPU time (user + system, all threads, in ms) of one run: on a shared machine wall time also
 * counts the time other processes held the cores, which swamps the differences measured here.
 */
function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * No gc() between runs: a forced full collection costs JIT-compiled kernels their warm state
 * (measured: a JS kernel 3-4x slower right after gc(), builtins unaffected); alternating the
 * order of tool and baseline spreads the collections both cause over both.
 */
function timed(fn) {
  const start = cpuMs();
  const out = fn();
  if (out && typeof out.then === 'function') return out.then((value) => ({ ms: cpuMs() - start, value }));
  return Promise.resolve({ ms: cpuMs() - start, value: out });
}

/** Child: throughput of one case at one size. */
async function speedChild(caseId, mib, dir) {
  const { c, ctx, runTool } = await load(caseId);
  const input = readInput(dir);
  const bytes = sizeOf(input);
  const params = c.params(input);
  // warm up: module loading and JIT tiering (V8 optimizes a function after several calls, on
  // compiler threads whose CPU time process.cpuUsage() counts) on a 256 KiB input, then, for
  // small sizes, on the real one: the figures are steady-state throughput, not first calls
  const small = c.input(256 * 1024);
  for (let k = 0; k < 8; k++) {
    await runTool(c.params(small));
    await c.baseline(small, ctx);
  }
  if (mib <= 1) for (let k = 0; k < 8; k++) (await runTool(params), await c.baseline(input, ctx));
  const tool = [];
  const base = [];
  let same;
  // Small inputs: one call of each per pair, the order alternating, up to ~6 s of CPU; the
  // medians of the single calls are compared. Calls that allocate megabytes set off collections,
  // and a full one (several ms) lands on whichever call is running when it is due: in a batch of
  // calls or a sum of them, one such pause swung the same code's ratio from 0.6 to 1.4 between
  // runs. Both sides allocate their output alike, so the median call, with the pauses on
  // either side left out, is the steady cost of the work itself (per-call ratios of medians
  // measured 0.85-0.94 in every round where batch sums read 0.70-1.16).
  // Large inputs: three pairs of single calls, up to ~90 s.
  const pairs = mib <= 1 ? 1001 : 3;
  let spent = 0;
  for (let k = 0; k < pairs; k++) {
    const runA = () => timed(() => runTool(params));
    const runB = () => timed(() => c.baseline(input, ctx));
    const [a, b] = k % 2 === 0 ? [await runA(), await runB()] : [await runB(), await runA()].reverse();
    tool.push(a.ms);
    base.push(b.ms);
    if (k === 0 && c.same) same = Boolean(c.same(a.value.data, b.value));
    spent += a.ms + b.ms;
    if (mib <= 1 && k >= 24 && spent > 6000) break;
    if (mib > 1 && spent > 90_000) break;
  }
  const toolMs = median(tool);
  const baseMs = median(base);
  return { bytes, runs: tool.length, toolMs, baseMs, toolMiBs: bytes / MIB / (toolMs / 1000), baseMiBs: bytes / MIB / (baseMs / 1000), ratio: baseMs / toolMs, same };
}

/** Resident set size now and its peak since the last reset, in bytes (Linux /proc). */
function rss() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)[1]) * 1024;
  return { now: kb('VmRSS'), peak: kb('VmHWM') };
}

/**
 * Child: peak RSS of one call (tool or baseline), the input it holds included, over the input
 * size: (peak during the call − resident memory before the input was read) / input bytes.
 *
 * Measured in a warm process, one that has run the tool before, as a server or a long-lived
 * page has: what one more call on this input needs. The warm-up's garbage is collected twice
 * over first, so it neither inflates the base nor lends the call its pages. Those full
 * collections also drop the hidden classes of objects that lived for one call (a library's
 * parser nodes) and the code optimized against them, so the tool is warmed again and only
 * young-generation collections follow: otherwise the measured call re-optimizes its kernel,
 * and the compiler's working memory (MBs on its threads, whatever the input) is counted.
 * What the second warm-up promoted stays in the old generation, out of the call's reach until
 * a full collection (none runs during a 1 MiB call; at 64 MiB it is a few MiB beside 64).
 * `--cold` skips the second warm-up (the method before 2026-11-27, kept for comparison).
 */
async function rssChild(caseId, mib, dir, which, cold) {
  const { c, ctx, runTool } = await load(caseId);
  const run = (input) => (which === 'tool' ? runTool(c.params(input)) : c.baseline(input, ctx));
  const small = c.input(256 * 1024);
  const warm = async () => {
    for (let k = 0; k < 8; k++) await run(small);
  };
  await warm();
  globalThis.gc?.();
  globalThis.gc?.();
  const collect = () => globalThis.gc?.(cold ? undefined : { type: 'minor' });
  if (!cold) {
    await warm();
    collect();
  }
  const base = rss().now;
  const input = readInput(dir);
  const bytes = sizeOf(input);
  const params = c.params(input);
  collect();
  writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current RSS (reading the file's transient copy is not counted)
  const held = rss().now;
  const out = await (which === 'tool' ? runTool(params) : c.baseline(input, ctx));
  const { peak } = rss();
  if (!out) throw new Error('no output');
  return { bytes, input: (held - base) / bytes, ratio: (peak - base) / bytes };
}

function child(args) {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['--expose-gc', '--max-old-space-size=16384', '--stack-size=4000', self, '--child', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (err += d));
    p.on('exit', (code) => {
      const line = out.trim().split('\n').pop();
      try {
        resolve(code === 0 ? JSON.parse(line) : { error: (err.trim().split('\n').find((l) => /Error|error/.test(l)) ?? `exit ${code}`).slice(0, 160) });
      } catch {
        resolve({ error: `exit ${code}: ${err.slice(0, 160)}` });
      }
    });
  });
}

/**
 * Peak RSS of one call, in fresh children: the median of three at small sizes, where a collection
 * freeing a MiB more or less before the call moves one sample by a whole input size.
 */
async function rssMedian(caseId, mib, dir, which) {
  const runs = [];
  const cold = process.argv.includes('--cold') ? ['cold'] : [];
  for (let k = 0; k < (mib <= 1 ? 3 : 1); k++) runs.push(await child(['rss', caseId, String(mib), dir, which, ...cold]));
  const failed = runs.find((r) => r.error);
  return failed ?? runs.sort((a, b) => a.ratio - b.ratio)[Math.floor(runs.length / 2)];
}

const fmt = (x, d = 1) => (x === undefined ? '—' : x >= 100 ? x.toFixed(0) : x.toFixed(d));

async function main() {
  const sizes = arg('sizes', '1,64').split(',').map(Number);
  const only = arg('only', '')
    .split(',')
    .filter(Boolean);
  const cases = CASES.filter((c) => only.length === 0 || only.some((o) => c.id === o || c.tool === o));
  const rows = [];
  console.log(`node ${process.version}; ${cases.length} cases at ${sizes.join(' and ')} MiB; ratio = baseline time / tool time (≥ 0.8 is the target)`);
  console.log(`${'case'.padEnd(28)} ${'MiB'.padStart(4)} ${'tool MiB/s'.padStart(11)} ${'base MiB/s'.padStart(11)} ${'ratio'.padStart(6)} ${'RSS/in tool'.padStart(12)} ${'base'.padStart(6)}  same`);
  for (const c of cases) {
    for (const mib of sizes) {
      const dir = saveInput(c, mib);
      const speed = await child(['speed', c.id, String(mib), dir]);
      const rssTool = await rssMedian(c.id, mib, dir, 'tool');
      const rssBase = await rssMedian(c.id, mib, dir, 'baseline');
      rmSync(dir, { recursive: true, force: true });
      const row = { case: c.id, mib, ...speed, rssTool: rssTool.ratio, rssBase: rssBase.ratio, error: speed.error ?? rssTool.error ?? rssBase.error };
      rows.push(row);
      console.log(
        `${c.id.padEnd(28)} ${String(mib).padStart(4)} ${fmt(row.toolMiBs).padStart(11)} ${fmt(row.baseMiBs).padStart(11)} ${fmt(row.ratio, 2).padStart(6)} ${fmt(row.rssTool, 2).padStart(12)} ${fmt(row.rssBase, 2).padStart(6)}  ${row.same === undefined ? '' : row.same ? 'yes' : 'NO'}${row.error ? `  ${row.error}` : ''}`,
      );
    }
  }
  const json = arg('json');
  if (json) writeFileSync(json, JSON.stringify({ node: process.version, date: new Date().toISOString(), rows }, null, 2));
}

if (process.argv[2] === '--child') {
  const [, , , kind, caseId, mib, dir, which, cold] = process.argv;
  const result = kind === 'speed' ? await speedChild(caseId, Number(mib), dir) : await rssChild(caseId, Number(mib), dir, which, cold === 'cold');
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else await main();
