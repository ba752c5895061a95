/**
 * Real processes for tests that go through the entries users run: the `ctp` launcher
 * (which prefers the esbuild bundle `npx ctp` runs) and a private redis-server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const CTP_BIN = fileURLToPath(new URL('../../packages/cli/bin/ctp.js', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export interface Spawned {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

function track(child: ChildProcess): Spawned {
  let text = '';
  child.stdout?.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (text += d.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return {
    child,
    output: () => text,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Resolves when `test(output)` holds; rejects if the process ends first (with its output). */
function waitFor(p: Spawned, test: (output: string) => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (test(p.output())) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(check, 25);
    void p.exited.then((code) => {
      clearInterval(timer);
      if (!test(p.output())) reject(new Error(`${what} ended (${code}) before it was ready:\n${p.output()}`));
    });
    check();
  });
}

export interface CtpServe extends Spawned {
  url: string;
}

/** `ctp serve` through the launcher users run, on a free port; resolves once it listens. */
export async function startCtpServe(args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<CtpServe> {
  const port = await freePort();
  const child = spawn(process.execPath, [CTP_BIN, 'serve', '--port', String(port), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const p = track(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(p, (out) => out.includes(`on ${url}`), 'ctp serve');
  return { ...p, url };
}

export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export interface RedisServer extends Spawned {
  url: string;
}

/** A throw-away redis-server on a free loopback port, or on `port` to bring one back (no persistence). */
export async function startRedis(port?: number): Promise<RedisServer> {
  port ??= await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const p = track(child);
  await waitFor(p, (out) => out.includes('Ready to accept connections'), 'redis-server');
  return { ...p, url: `redis://127.0.0.1:${port}` };
}
