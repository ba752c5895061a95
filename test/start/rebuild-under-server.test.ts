/**
 * A rebuild under a running server (issue 16): `npm start`/`npm test`/`npm run build` delete and
 * rewrite packages/cli/bundle and packages/web/dist/assets, while a running `ctp serve` loads tool
 * chunks, its worker and web assets on first use. The launcher runs long-lived commands from a
 * hard-linked snapshot of the build they started with (packages/cli/bin/snapshot.js): the bundle
 * linked once per build (by its build id) and shared, the web assets per process. Here a copy
 * of the built checkout's layout is served, its build output is replaced underneath the server,
 * and tools and pages the server had not loaded yet must still work; without the snapshot
 * (CTP_NO_SNAPSHOT=1) the same replacement breaks them, which shows the test can fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let tmp: string;

/** A checkout's layout with the current build: the launcher, a source marker and the outputs. */
function checkout(name: string): string {
  const dir = join(tmp, name);
  for (const path of ['packages/cli/bin', 'packages/cli/bundle', 'packages/web/dist/assets', 'packages/web/dist/web-manifest.json', 'packages/embed/dist/embed.iife.js'])
    cpSync(join(ROOT, path), join(dir, path), { recursive: true });
  mkdirSync(join(dir, 'packages/cli/src'), { recursive: true });
  writeFileSync(join(dir, 'packages/cli/src/bin.ts'), '');
  writeFileSync(join(dir, 'package.json'), '{"private":true}');
  return dir;
}

/** What a rebuild does to the outputs: every old file gone, new files with other names. */
function rebuild(dir: string) {
  rmSync(join(dir, 'packages/cli/bundle'), { recursive: true });
  mkdirSync(join(dir, 'packages/cli/bundle'));
  writeFileSync(join(dir, 'packages/cli/bundle/ctp.js'), 'throw new Error("the next build");\n');
  rmSync(join(dir, 'packages/web/dist/assets'), { recursive: true });
  mkdirSync(join(dir, 'packages/web/dist/assets'));
  writeFileSync(join(dir, 'packages/web/dist/web-manifest.json'), '{}');
}

interface Served {
  child: ChildProcess;
  url: string;
}

function serve(dir: string, env: NodeJS.ProcessEnv = {}): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(dir, 'packages/cli/bin/ctp.js'), 'serve', '--port', '0', '--quiet', '--rate-limit', 'off'], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let text = '';
    child.stderr!.on('data', (d: Buffer) => {
      text += d.toString();
      const m = / on (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
      if (m) resolve({ child, url: m[1]! });
    });
    child.once('exit', (code) => reject(new Error(`ctp serve exited (${code}):\n${text}`)));
  });
}

const stop = (s: Served | undefined) =>
  new Promise<void>((resolve) => {
    if (!s || s.child.exitCode !== null) return resolve();
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });

async function call(url: string, id: string, body: unknown) {
  const res = await fetch(`${url}/api/tools/${id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as { success: boolean; errorCode?: string; error?: string; data?: Record<string, unknown> };
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'ctp-rebuild-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('a running server keeps working when the build is replaced underneath it', () => {
  let dir: string;
  let runs: string;
  let generation: string;
  let server: Served | undefined;
  beforeAll(async () => {
    dir = checkout('snapshot');
    runs = join(dir, 'packages/cli/.run');
    generation = `build-${readFileSync(join(dir, 'packages/cli/bundle/build-id'), 'latin1').trim()}`;
    // snapshots left by processes that no longer run are cleaned up by the next start: a
    // per-process one, and an older build's generation whose last user is gone
    mkdirSync(join(runs, '2147483646/bundle'), { recursive: true });
    mkdirSync(join(runs, 'build-0123456789abcdef/bundle'), { recursive: true });
    mkdirSync(join(runs, 'build-0123456789abcdef/users'));
    writeFileSync(join(runs, 'build-0123456789abcdef/users/2147483646'), '');
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(runs, 'build-0123456789abcdef/users'), past, past);
    server = await serve(dir);
  }, 60_000);
  afterAll(() => stop(server));

  it("runs from its build's snapshot (shared bundle, own web assets), and removed the dead ones", () => {
    const pid = String(server!.child.pid);
    expect(readdirSync(runs).sort()).toEqual([pid, generation]);
    expect(existsSync(join(runs, generation, 'bundle/ctp.js'))).toBe(true);
    expect(statSync(join(runs, generation, 'bundle/ctp.js')).ino).toBe(statSync(join(dir, 'packages/cli/bundle/ctp.js')).ino);
    expect(readdirSync(join(runs, generation, 'users'))).toEqual([pid]);
    expect(existsSync(join(runs, pid, 'web/dist/web-manifest.json'))).toBe(true);
    expect(existsSync(join(runs, pid, 'bundle'))).toBe(false);
  });

  it('calls tools, a worker-thread tool and pages it had not loaded before the rebuild', async () => {
    rebuild(dir);
    expect(await call(server!.url, 'base64-encoder', { text: 'hello' })).toMatchObject({ success: true, data: { result: 'aGVsbG8=' } });
    expect(await call(server!.url, 'regex-tester', { pattern: '\\d+', text: 'a1b22' })).toMatchObject({ success: true, data: { matchCount: 2 } });
    expect(await call(server!.url, 'url-encoder', { text: 'a b' })).toMatchObject({ success: true });
    const page = await fetch(`${server!.url}/tools/json-formatter`);
    expect(page.status).toBe(200);
    const assets = [...(await page.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect((await fetch(`${server!.url}${asset}`)).status, asset).toBe(200);
    expect((await fetch(`${server!.url}/sdk/embed.js`)).status).toBe(200);
  });

  it('removes its own snapshot and its mark on the shared one when it stops', async () => {
    const pid = server!.child.pid;
    await stop(server);
    expect(existsSync(join(runs, String(pid)))).toBe(false);
    expect(readdirSync(join(runs, generation, 'users'))).toEqual([]);
  });

  it('a later start of another build removes the generation nobody uses any more', async () => {
    // a bundle without a build id (an unfinished or older build) is linked per process
    rmSync(join(dir, 'packages/cli/bundle'), { recursive: true });
    cpSync(join(ROOT, 'packages/cli/bundle'), join(dir, 'packages/cli/bundle'), { recursive: true });
    rmSync(join(dir, 'packages/cli/bundle/build-id'));
    utimesSync(join(runs, generation, 'users'), new Date(0), new Date(0));
    server = await serve(dir);
    expect(await call(server.url, 'base64-encoder', { text: 'hello' })).toMatchObject({ success: true });
    expect(readdirSync(runs)).toEqual([String(server.child.pid)]);
    expect(existsSync(join(runs, String(server.child.pid), 'bundle/ctp.js'))).toBe(true);
    await stop(server);
    expect(readdirSync(runs)).toEqual([]);
  }, 60_000);
});

describe('ctp mcp: one snapshot per build, shared by every start', () => {
  it('links the bundle once and only registers later starts', async () => {
    const dir = checkout('mcp');
    const runs = join(dir, 'packages/cli/.run');
    const generation = join(runs, `build-${readFileSync(join(dir, 'packages/cli/bundle/build-id'), 'latin1').trim()}`);
    const list = () =>
      new Promise<{ child: ChildProcess; tools: number }>((resolve, reject) => {
        const child = spawn(process.execPath, [join(dir, 'packages/cli/bin/ctp.js'), 'mcp'], { cwd: dir, stdio: ['pipe', 'pipe', 'ignore'] });
        let out = '';
        child.stdout!.setEncoding('utf8').on('data', (d: string) => {
          out += d;
          const line = out.split('\n').find((l) => l.includes('"id":2'));
          if (line) resolve({ child, tools: (JSON.parse(line) as { result: { tools: unknown[] } }).result.tools.length });
        });
        child.once('exit', (code) => reject(new Error(`ctp mcp exited (${code})`)));
        const initialize = { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } };
        const opening = [
          { jsonrpc: '2.0', id: 1, method: 'initialize', params: initialize },
          { jsonrpc: '2.0', method: 'notifications/initialized' },
          { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
        ];
        child.stdin!.write(opening.map((m) => `${JSON.stringify(m)}\n`).join(''));
      });
    const first = await list();
    const linked = statSync(join(generation, 'bundle/ctp.js'));
    const second = await list();
    expect(first.tools).toBeGreaterThan(300);
    expect(second.tools).toBe(first.tools);
    expect(readdirSync(runs)).toEqual([generation.slice(runs.length + 1)]);
    expect(readdirSync(join(generation, 'users')).sort()).toEqual([String(first.child.pid), String(second.child.pid)].sort());
    // the second start reused the first one's links (same directory entry, not relinked)
    expect(statSync(join(generation, 'bundle/ctp.js')).ctimeMs).toBe(linked.ctimeMs);
    for (const { child } of [first, second]) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin!.end();
      await exited;
    }
    expect(readdirSync(join(generation, 'users'))).toEqual([]);
  }, 60_000);
});

describe('without the snapshot (CTP_NO_SNAPSHOT=1)', () => {
  let server: Served | undefined;
  afterAll(() => stop(server));

  it('the same replacement makes tools the server had not loaded fail', async () => {
    const dir = checkout('in-place');
    server = await serve(dir, { CTP_NO_SNAPSHOT: '1' });
    expect(existsSync(join(dir, 'packages/cli/.run'))).toBe(false);
    rebuild(dir);
    const result = await call(server.url, 'base64-encoder', { text: 'hello' });
    expect(result.success).toBe(false);
    expect(`${result.errorCode} ${result.error}`).toMatch(/INTERNAL_ERROR|EXECUTION_ERROR/);
  }, 60_000);
});
