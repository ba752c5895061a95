// Cheap calls under hostile load (issue 15): one client keeps sending maximum-size inputs to the
// slowest text tools, another keeps sending catastrophic regexes; a third client's cheap calls
// (base64-encoder on a short text, one at a time) are timed, first with the server idle, then
// under that load, in one run against the same `ctp serve`. Target: p99 under load < 50 ms.
// Clients are told apart by X-Forwarded-For (--trust-proxy). Needs a build (`npm run build`).
//
//   node bench/hostile-load.mjs [cheap calls per phase, default 300]
import { performance } from 'node:perf_hooks';
import { startProcess } from './lib.mjs';

const CALLS = Number(process.argv[2] ?? 300);
const server = await startProcess(['packages/cli/bin/ctp.js', 'serve', '--port', '0', '--quiet', '--trust-proxy', '--rate-limit', 'off']);
const base = `http://127.0.0.1:${server.port}`;

const call = (client, tool, body) =>
  fetch(`${base}/api/tools/${tool}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: await res.text() }));

async function cheapPhase(label) {
  const times = [];
  const statuses = new Map();
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    const r = await call('10.0.0.3', 'base64-encoder', { text: `cheap call ${i}` });
    times.push(performance.now() - start);
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const row = { label, median: at(0.5), p99: at(0.99), max: times.at(-1), statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' ') };
  console.log(`${label.padEnd(34)} median ${row.median.toFixed(1).padStart(6)} ms  p99 ${row.p99.toFixed(1).padStart(6)} ms  max ${row.max.toFixed(1).padStart(7)} ms  ${row.statuses}`);
  return row;
}

// warm-up: load the tool modules and the pool's workers
await call('10.0.0.3', 'base64-encoder', { text: 'warm' });
await call('10.0.0.9', 'regex-tester', { pattern: 'a', text: 'a' });
const idle = await cheapPhase('idle server');

let running = true;
const heavyCounts = { big: 0, regex: 0, statuses: new Map() };
const big = 'The quick brown fox jumps over the lazy dog. '.repeat(22_000).slice(0, 1_000_000);
const loop = async (client, next) => {
  while (running) {
    const r = await next().catch(() => ({ status: 'error' }));
    heavyCounts.statuses.set(r.status, (heavyCounts.statuses.get(r.status) ?? 0) + 1);
  }
};
const attackers = [
  // two streams of maximum-size text inputs to the slowest text tools
  loop('10.0.0.1', () => (heavyCounts.big++, call('10.0.0.1', 'case-converter', { text: big }))),
  loop('10.0.0.1', () => (heavyCounts.big++, call('10.0.0.1', 'text-statistics', { text: big }))),
  // two streams of catastrophic regexes from another client
  loop('10.0.0.2', () => (heavyCounts.regex++, call('10.0.0.2', 'regex-tester', { pattern: '(a+)+$', text: `${'a'.repeat(40)}!` }))),
  loop('10.0.0.2', () => (heavyCounts.regex++, call('10.0.0.2', 'regex-tester', { pattern: '(a+)+$', text: `${'a'.repeat(40)}!` }))),
];
await new Promise((r) => setTimeout(r, 500)); // the attack is under way
const loaded = await cheapPhase('under hostile load');
running = false;
await Promise.all(attackers);

console.log(`attack calls sent: ${heavyCounts.big} maximum-size texts, ${heavyCounts.regex} catastrophic regexes; answers ${[...heavyCounts.statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`);
console.log(`p99 under load ${loaded.p99.toFixed(1)} ms (target < 50 ms), ${(loaded.p99 / idle.p99).toFixed(2)}× the idle p99; median ${(loaded.median / idle.median).toFixed(2)}× idle`);
await server.stop();
process.exitCode = loaded.p99 < 50 ? 0 : 1;
