/**
 * A rebuild under a running server (issue 16): `npm start`/`npm test`/`npm run build` delete and
 * rewrite packages/cli/bundle and packages/web/dist/assets, while a running `ctp serve` loads tool
 * chunks, its worker and web assets on first use. The launcher runs long-lived commands from a
 * hard-linked snapshot of the build they started with (packages/cli/bin/snapshot.js). Here a copy
 * of the built checkout's layout is served, its build output is replaced underneath the server,
 * and tools and pages the server had not loaded yet must still work; without the snapshot
 * (CTP_NO_SNAPSHOT=1) the same replacement breaks them, which shows the test can fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
  let server: Served | undefined;
  beforeAll(async () => {
    dir = checkout('snapshot');
    // a snapshot left by a process that no longer runs is cleaned up by the next start
    mkdirSync(join(dir, 'packages/cli/.run/2147483646/bundle'), { recursive: true });
    server = await serve(dir);
  }, 60_000);
  afterAll(() => stop(server));

  it('runs from a snapshot of its build, and removed the dead one', () => {
    expect(readdirSync(join(dir, 'packages/cli/.run'))).toEqual([String(server!.child.pid)]);
    expect(existsSync(join(dir, `packages/cli/.run/${server!.child.pid}/bundle/ctp.js`))).toBe(true);
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

  it('removes its snapshot when it stops', async () => {
    const pid = server!.child.pid;
    await stop(server);
    expect(existsSync(join(dir, `packages/cli/.run/${pid}`))).toBe(false);
  });
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
