/**
 * Shared by the Bun, Deno and Workers entry tests: find the runtime's binary
 * (test/runtimes, installed by scripts/install-runtimes.mjs), start an entry as
 * a child process, and the checks every entry must pass — REST, MCP through the
 * SDK client, a discovery document with negotiated compression, per-client rate
 * limits and the time limit of isolated tools.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { httpClient } from './mcp-fixtures/clients.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = `${ROOT}test/runtimes/node_modules/.bin/`;

/** The binary's path, or undefined when it is not installed (CI must have it: the tests fail there). */
export function runtimeBinary(name: 'bun' | 'deno' | 'workerd'): string | undefined {
  const file = `${BIN}${name}`;
  if (existsSync(file)) return file;
  if (process.env.CI) return file; // spawning it fails the tests with the path in the message
  console.warn(`[${name}] not installed: its entry tests are skipped. Install with: node scripts/install-runtimes.mjs`);
  return undefined;
}

export interface Started {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

/** A port free right now on 127.0.0.1 (for workerd, whose config names its address). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Spawns an entry and resolves once /health answers at the URL it prints (or the one given). */
export async function startEntry(command: string, args: string[], env: Record<string, string>, knownUrl?: string): Promise<Started> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`${command} exited (${code}) before serving:\n${output}`))));
  exited.catch(() => {});
  const deadline = Date.now() + 90_000;
  let url = knownUrl;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${command} did not serve within 90 s:\n${output}`);
    url ??= /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (url) {
      const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
      if (ok) break;
    }
    await Promise.race([new Promise((r) => setTimeout(r, 200)), exited]);
  }
  return {
    url,
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** An HTTP request through node:http: any header, any source address on the loopback, raw bytes back. */
export function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = (r: RawResponse) => JSON.parse(r.body.toString('utf8'));
const postJson = (url: string, body: unknown, extra: Parameters<typeof raw>[1] = {}) =>
  raw(url, { ...extra, method: 'POST', headers: { 'content-type': 'application/json', ...extra.headers }, body: JSON.stringify(body) });

export interface EntryChecks {
  runtime: string;
  server: () => Started;
  /** How many catalog tools the entry serves, and their ids. */
  toolCount: number;
  toolIds: readonly string[];
  /** Catalog ids the entry must not list. */
  absentIds?: readonly string[];
  /** Two distinct clients as this runtime tells them apart (a source address, or the platform's header). */
  clients: [Parameters<typeof raw>[1], Parameters<typeof raw>[1]];
  /** The per-client limit the entry was started with (CTP_RATE_LIMIT=<n>/60). */
  rateLimit: number;
  /** What an isolated tool with a catastrophic pattern must answer. */
  isolated: 'timeout' | 'refused';
}

/** The checks every entry passes; call inside a describe whose beforeAll starts the server. */
export function entryChecks(c: EntryChecks): void {
  it('reports its runtime and tool count on /health', async () => {
    const health = await (await fetch(`${c.server().url}/health`)).json();
    expect(health).toMatchObject({ status: 'ok', runtime: c.runtime, tools: c.toolCount });
  });

  it('runs tools over REST (POST JSON, GET query) with the CTP result shape', async () => {
    const { url } = c.server();
    const post = await postJson(`${url}/api/tools/base64-encoder`, { text: 'Hello, edge', mode: 'encode' });
    expect(post.status).toBe(200);
    expect(post.headers['x-content-type-options']).toBe('nosniff');
    expect(json(post)).toMatchObject({ success: true, data: { result: 'SGVsbG8sIGVkZ2U=' }, metadata: { executionMode: 'server' } });
    const bad = await postJson(`${url}/api/tools/base64-encoder`, { text: 'x', nope: 1 });
    expect(bad.status).toBe(400);
    expect(json(bad).errorCode).toBe('INVALID_INPUT');
    const unknown = await postJson(`${url}/api/tools/no-such-tool`, {});
    expect(unknown.status).toBe(404);
  });

  it('serves MCP to the official SDK client: initialize, tools/list, tools/call', async () => {
    const { client, transport } = await httpClient(`${c.server().url}/mcp`);
    try {
      expect(client.getServerVersion()?.name).toBe('ctp');
      const tools = [];
      let cursor: string | undefined;
      do {
        const page = await client.listTools(cursor ? { cursor } : {});
        tools.push(...page.tools);
        cursor = page.nextCursor;
      } while (cursor);
      // every served tool, none of the absent ones (tools beyond the catalog, such as run-recipe, may join them)
      const names = new Set(tools.map((t) => t.name));
      expect(c.toolIds.filter((id) => !names.has(id))).toEqual([]);
      expect((c.absentIds ?? []).filter((id) => names.has(id))).toEqual([]);
      const result = await client.callTool({ name: 'base64-encoder', arguments: { text: 'mcp', mode: 'encode' } });
      expect(result.isError ?? false).toBe(false);
      expect(result.structuredContent).toMatchObject({ result: 'bWNw' });
    } finally {
      await transport.close();
    }
  });

  it('serves discovery documents, gzipped once when asked and never against q=0', async () => {
    const { url } = c.server();
    const plain = await raw(`${url}/.well-known/ctp-manifest.json`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const manifest = json(plain);
    expect(manifest.tools).toHaveLength(c.toolCount);
    expect(manifest.tools[0].apiEndpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/tools\//);
    const packed = await raw(`${url}/.well-known/ctp-manifest.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(packed.headers['content-encoding']).toBe('gzip');
    // exactly one layer: gunzip gives the document itself
    expect(gunzipSync(packed.body).equals(plain.body)).toBe(true);
    const refused = await raw(`${url}/.well-known/ctp-manifest.json`, { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
    const llms = await raw(`${url}/llms.txt`);
    expect(llms.body.toString()).toMatch(/^# ctp/);
  });

  it('serves /docs and its Swagger UI files, and robots.txt', async () => {
    const { url } = c.server();
    const page = await raw(`${url}/docs`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('/docs/swagger-ui-bundle.js');
    const script = await raw(`${url}/docs/swagger-ui-bundle.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(gunzipSync(script.body).toString()).toContain('SwaggerUIBundle');
    expect((await raw(`${url}/robots.txt`)).body.toString()).toContain('Disallow: /api/tools/');
  });

  it('limits each client on its own: one client past its limit, another still served', async () => {
    const { url } = c.server();
    const [a, b] = c.clients;
    const call = (client: Parameters<typeof raw>[1]) => postJson(`${url}/api/tools/base64-encoder`, { text: 'rl' }, client);
    let last: RawResponse | undefined;
    for (let i = 0; i <= c.rateLimit && last?.status !== 429; i++) last = await call(a);
    expect(last!.status).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(last!).errorCode).toBe('RATE_LIMITED');
    // MCP counts against the same client
    const mcp = await raw(`${url}/mcp`, {
      ...a,
      method: 'POST',
      headers: { ...a?.headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(mcp.status).toBe(429);
    const other = await call(b);
    expect(other.status).toBe(200);
  });

  it(c.isolated === 'timeout' ? 'stops a runaway user expression at the time limit and goes on serving' : 'refuses tools that need a stoppable worker, with the reason', async () => {
    const { url } = c.server();
    // an endless loop in any engine: JSONata runs tail calls in a loop, so this never returns.
    // (A catastrophic regex is no test here: JavaScriptCore gives up on deep backtracking by
    // itself after ~1.5 s and answers "no match", so Bun never needs the worker's time limit.)
    const evil = { expression: '($f := function($n){ $n > 0 ? $f($n) : 0 }; $f(1))', json: '{}' };
    const r = await postJson(`${url}/api/tools/jsonata-query`, evil);
    const body = json(r);
    if (c.isolated === 'timeout') {
      expect(r.status, JSON.stringify(body).slice(0, 300)).toBe(504);
      expect(body.errorCode).toBe('TIMEOUT');
      // the pool replaced the stopped worker: the same tool still answers, and so does the server
      const fine = json(await postJson(`${url}/api/tools/jsonata-query`, { expression: 'a + 1', json: '{"a":1}' }));
      expect(fine).toMatchObject({ success: true });
    } else {
      expect(r.status).toBe(500);
      expect(body.errorCode).toBe('EXECUTION_ERROR');
      expect(body.error).toMatch(/cannot stop them/);
    }
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });
}
