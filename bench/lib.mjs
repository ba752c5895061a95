// Shared benchmark plumbing: start servers as child processes (so the load
// generator and the server do not share a thread), run autocannon, print ratios.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** Spawns a server process and resolves once it prints its port. */
export function startProcess(args, { match = /listening (\d+)|on http:\/\/127\.0\.0\.1:(\d+)/, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let seen = '';
    const onData = (d) => {
      seen += d;
      const m = match.exec(seen);
      if (m) resolve({ child, port: Number(m[1] ?? m[2]), stop: () => stop(child) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${seen}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** CPU time (user+system, µs) of a process from /proc, for CPU per request. */
export async function cpuMicros(pid) {
  const { readFile } = await import('node:fs/promises');
  const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  return (ticks / 100) * 1e6; // USER_HZ is 100 on Linux
}

/** Runs autocannon against one URL; returns req/s, latency percentiles and CPU µs per request. */
export async function load({ url, method = 'POST', body, headers = { 'content-type': 'application/json' }, connections, pid }) {
  const cpuBefore = pid ? await cpuMicros(pid) : 0;
  const result = await autocannon({ url, method, body, headers, connections, duration: DURATION, pipelining: 1 });
  const cpuAfter = pid ? await cpuMicros(pid) : 0;
  const ok = result['2xx'];
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: pid && ok ? (cpuAfter - cpuBefore) / ok : undefined,
  };
}

export function row(name, r) {
  const cpu = r.cpuPerRequest === undefined ? '' : `  cpu ${r.cpuPerRequest.toFixed(0)} µs/req`;
  return `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms${cpu}`;
}
