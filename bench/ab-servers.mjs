// A/B of two builds of ctp on a busy machine: both servers (and the bare baseline) stay up and
// warm and are loaded in turn for a few seconds each, the order alternating every round; prints
// medians of req/s, server CPU per request and the ratio to the bare server of the same round.
// Each checkout must be built (tsc + CLI bundle), e.g. two git worktrees of the same commit.
// usage: node bench/ab-servers.mjs <before-checkout> <after-checkout> rest|mcp [rounds=10] [seconds=2]
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { cpuMicros, root } from './lib.mjs';

const [beforeDir, afterDir, kind, rounds = '10', secs = '2'] = process.argv.slice(2);
if (!beforeDir || !afterDir || !['rest', 'mcp'].includes(kind)) {
  console.error('usage: node bench/ab-servers.mjs <before-checkout> <after-checkout> rest|mcp [rounds] [seconds]');
  process.exit(2);
}
function start(cwd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let seen = '';
    const on = (d) => { seen += d; const m = /listening (\d+)|on http:\/\/127\.0\.0\.1:(\d+)/.exec(seen); if (m) resolve({ child, port: Number(m[1] ?? m[2]) }); };
    child.stdout.on('data', on); child.stderr.on('data', on);
    child.on('exit', (c) => reject(new Error(seen)));
  });
}
const rest = kind === 'rest';
const body = rest
  ? JSON.stringify({ text: 'Hello, World! ctp benchmarks the REST path end to end. À😀中', mode: 'encode' })
  : JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'base64-encoder', arguments: { text: 'Hello, World! ctp benchmarks MCP tools/call end to end.', mode: 'encode' } } });
const headers = rest ? { 'content-type': 'application/json' } : { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' };
const path = rest ? '/api/tools/base64-encoder' : '/mcp';
const servers = {
  before: await start(resolve(beforeDir), ['packages/cli/bin/ctp.js', 'serve', '--port', '0', '--rate-limit', 'off', '--quiet']),
  after: await start(resolve(afterDir), ['packages/cli/bin/ctp.js', 'serve', '--port', '0', '--rate-limit', 'off', '--quiet']),
  bare: await start(root, rest ? ['bench/fixtures/bare-base64-server.mjs', '0'] : ['bench/mcp-server-bare.mjs', '0']),
};
const url = (name) => `http://127.0.0.1:${servers[name].port}${name === 'bare' && rest ? '/' : path}`;
async function load(name, duration, connections) {
  const pid = servers[name].child.pid;
  const c0 = await cpuMicros(pid);
  const r = await autocannon({ url: url(name), method: 'POST', body, headers, connections, duration, pipelining: 1 });
  const c1 = await cpuMicros(pid);
  if (r.non2xx || r.errors) throw new Error(`${name}: ${r.non2xx} non-2xx ${r.errors} errors`);
  return { rps: r.requests.average, cpu: (c1 - c0) / r['2xx'], p99: r.latency.p99 };
}
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
try {
  for (const name of Object.keys(servers)) await load(name, 5, 10); // warm-up (JIT, lazy imports)
  for (const connections of [10, 50]) {
    const res = { before: [], after: [], bare: [] };
    for (let i = 0; i < Number(rounds); i++) {
      const order = i % 2 ? ['after', 'before', 'bare'] : ['before', 'after', 'bare'];
      for (const name of order) res[name].push(await load(name, Number(secs), connections));
    }
    const s = (name) => ({ rps: med(res[name].map((r) => r.rps)), cpu: med(res[name].map((r) => r.cpu)), p99: med(res[name].map((r) => r.p99)) });
    const b = s('before'), a = s('after'), bare = s('bare');
    // per-round ratio against the bare server measured in the same round
    const ratio = (name) => med(res[name].map((r, i) => r.rps / res.bare[i].rps));
    console.log(`${kind} ${connections} conns, ${rounds} rounds × ${secs} s: before ${b.rps.toFixed(0)} req/s ${b.cpu.toFixed(0)} µs/req p99 ${b.p99} | after ${a.rps.toFixed(0)} req/s ${a.cpu.toFixed(0)} µs/req p99 ${a.p99} | bare ${bare.rps.toFixed(0)} req/s ${bare.cpu.toFixed(0)} µs/req | ratio to bare (median per round): before ${ratio('before').toFixed(2)} after ${ratio('after').toFixed(2)}`);
  }
} finally {
  for (const s of Object.values(servers)) s.child.kill('SIGTERM');
}
