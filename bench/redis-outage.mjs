// What a Redis outage costs a call (issue 15 item 5): `ctp serve --redis-url` against a private
// redis-server, per-call latency of sequential REST calls while Redis is up, while it hangs
// (SIGSTOP: connected, no replies), while it is gone (SIGKILL) and once it is back.
// Needs `redis-server` and a build (`npm run build`). Usage: node bench/redis-outage.mjs [calls]
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { startProcess } from './lib.mjs';

const CALLS = Number(process.argv[2] ?? 200);

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function startRedis(port) {
  return new Promise((resolve, reject) => {
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    let seen = '';
    child.stdout.on('data', (d) => {
      seen += d;
      if (seen.includes('Ready to accept connections')) resolve(child);
    });
    child.on('error', reject);
  });
}

async function phase(name, url) {
  const ms = [];
  const statuses = new Map();
  for (let i = 0; i < CALLS; i++) {
    const t = performance.now();
    const res = await fetch(`${url}/api/tools/hex-encoder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` },
      body: '{"text":"hi"}',
    });
    await res.arrayBuffer();
    ms.push(performance.now() - t);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  ms.sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
  const codes = [...statuses].map(([s, n]) => `${n}×${s}`).join(' ');
  console.log(`${name.padEnd(28)} median ${at(0.5).padStart(6)} ms  p99 ${at(0.99).padStart(6)} ms  max ${ms.at(-1).toFixed(1).padStart(6)} ms  (${codes})`);
}

const redisPort = await freePort();
let redis = await startRedis(redisPort);
const server = await startProcess(['packages/cli/bin/ctp.js', 'serve', '--port', '0', '--quiet', '--trust-proxy', '--rate-limit', '1000000/60', '--redis-url', `redis://127.0.0.1:${redisPort}`]);
const url = `http://127.0.0.1:${server.port}`;
try {
  await phase('Redis up', url);
  redis.kill('SIGSTOP');
  await phase('Redis hangs (SIGSTOP)', url);
  redis.kill('SIGCONT');
  redis.kill('SIGKILL');
  await new Promise((r) => redis.once('exit', r));
  await phase('Redis gone (SIGKILL)', url);
  redis = await startRedis(redisPort);
  await new Promise((r) => setTimeout(r, 2500)); // the client's reconnect back-off is at most 2 s
  await phase('Redis back', url);
} finally {
  await server.stop();
  redis.kill('SIGKILL');
}
