/**
 * The packages as users get them (issue 16): every workspace is packed with `npm pack` and the
 * tarballs are installed into empty folders in the system's temp directory, where nothing can
 * resolve back into this repository. Two installs, in parallel:
 * - `npx/`: only @ctp/mcp and @ctp/cli, what `npx -y @ctp/mcp` and `npm install -g @ctp/cli`
 *   fetch (the CLI bundle must need no other @ctp package and no library);
 * - `lib/`: every library package, imported as the README's "Using the library" does.
 * Then the CLI runs, the SDK's client talks to `npx -y @ctp/mcp` (the command in docs/mcp.md),
 * the Docker image's entry command serves REST, /mcp and the web app, and every resolved module
 * is checked to lie outside the repository.
 */
import '../support/published-deps.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { ROOT, NPX, escapingLinks, filesContaining, installTarballs, packAll, run, userEnv, writeResolveTracer, type PackedPackage } from './packing.js';
import { execForm, last, readDockerfile } from './dockerfile.js';

let tmp: string;
let packed: PackedPackage[];
let npxDir: string; // @ctp/mcp + @ctp/cli
let libDir: string; // the libraries
let traceLog: string;
let tracedEnv: NodeJS.ProcessEnv;

const tarball = (name: string) => packed.find((p) => p.name === name)!.tarball;
const ctpBin = () => join(npxDir, 'node_modules/.bin/ctp');

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'ctp-packed-'));
  packed = await packAll(join(tmp, 'packs'));
  npxDir = join(tmp, 'npx');
  libDir = join(tmp, 'lib');
  await Promise.all([
    installTarballs(npxDir, [tarball('@ctp/mcp'), tarball('@ctp/cli')]),
    installTarballs(
      libDir,
      packed.filter((p) => !['@ctp/mcp', '@ctp/cli'].includes(p.name)).map((p) => p.tarball),
    ),
  ]);
  traceLog = join(tmp, 'resolved.log');
  tracedEnv = userEnv({ NODE_OPTIONS: `--import=${pathToFileURL(writeResolveTracer(tmp, traceLog)).href}` });
}, 900_000);

// two installed trees and the tarballs: removing them took over a minute on a loaded CI machine
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true, maxRetries: 3 });
}, 300_000);

/** Modules resolved by the traced processes so far. */
const resolved = () => readFileSync(traceLog, 'utf8').split('\n').filter(Boolean);

describe('the packed tarballs', () => {
  it('hold every file their exports, types and bins name', () => {
    expect(packed.map((p) => p.name).sort()).toEqual(
      readdirSync(join(ROOT, 'packages'))
        .filter((d) => existsSync(join(ROOT, 'packages', d, 'package.json')))
        .map((d) => (JSON.parse(readFileSync(join(ROOT, 'packages', d, 'package.json'), 'utf8')) as { name: string }).name)
        .sort(),
    );
    for (const p of packed) {
      const manifest = JSON.parse(readFileSync(join(p.name === '@ctp/mcp' || p.name === '@ctp/cli' ? npxDir : libDir, 'node_modules', p.name, 'package.json'), 'utf8'));
      expect(manifest.private, p.name).toBeUndefined();
      expect(manifest.license, p.name).toBe('MIT');
      expect(p.files, p.name).toContain('package.json');
      const targets: string[] = [...Object.values((manifest.bin ?? {}) as Record<string, string>)];
      const collect = (v: unknown) => {
        if (typeof v === 'string') targets.push(v);
        else if (v && typeof v === 'object') Object.values(v).forEach(collect);
      };
      collect(manifest.exports);
      for (const target of targets) {
        const path = target.replace(/^\.\//, '');
        // a subpath pattern ("./schemas/*") must match files of the package, a plain target be one
        if (path.includes('*')) {
          const [before, after] = path.split('*') as [string, string];
          expect(p.files.filter((f) => f.startsWith(before) && f.endsWith(after) && f.length > before.length + after.length), `${p.name}: ${target}`).not.toEqual([]);
        } else expect(p.files, `${p.name}: ${target}`).toContain(path);
      }
      // source maps, tests and build state stay home
      expect(p.files.filter((f) => /\.test\.ts$|tsbuildinfo$|^src\/_test\//.test(f)), p.name).toEqual([]);
    }
  });

  it('install as real files: no link leads out of the install, no file names the repository', () => {
    expect(escapingLinks(npxDir)).toEqual([]);
    expect(escapingLinks(libDir)).toEqual([]);
    expect(filesContaining(join(npxDir, 'node_modules/@ctp'), ROOT)).toEqual([]);
    expect(filesContaining(join(libDir, 'node_modules/@ctp'), ROOT)).toEqual([]);
  });

  it('the CLI package depends on no other @ctp package (its bundle holds them), only on what it loads at run time', () => {
    expect(readdirSync(join(npxDir, 'node_modules/@ctp')).sort()).toEqual(['cli', 'mcp']);
    // jq-web reads its .wasm beside itself; esbuild (with its platform binary in @esbuild/) compiles users' tools
    expect(readdirSync(join(npxDir, 'node_modules')).sort()).toEqual(['.bin', '.package-lock.json', '@ctp', '@esbuild', 'esbuild', 'jq-web']);
  });
});

describe('ctp from @ctp/cli', () => {
  it('lists the catalog and runs a tool', async () => {
    const list = await run(ctpBin(), ['list'], { cwd: npxDir, env: tracedEnv });
    expect(list.stderr).not.toMatch(/warning|error/i);
    expect(list.stdout).toMatch(/^json-formatter\s/m);
    const lines = list.stdout.trim().split('\n').length;
    expect(lines).toBeGreaterThanOrEqual(165);

    const formatted = await run(ctpBin(), ['run', 'json-formatter', '--json', '{"b":1,"a":[1,2]}', '--sort-keys'], { cwd: npxDir, env: tracedEnv });
    expect(formatted).toMatchObject({ code: 0, stdout: '{\n  "a": [\n    1,\n    2\n  ],\n  "b": 1\n}\n' });

    const piped = await run(ctpBin(), ['run', 'base64-encoder', '--json'], { cwd: npxDir, env: tracedEnv, input: 'hello' });
    expect(JSON.parse(piped.stdout)).toMatchObject({ success: true, data: { result: 'aGVsbG8=' } });
  });

  it('scaffolds, validates and tests a user tool (esbuild and the core users import come with the package)', async () => {
    const tools = join(tmp, 'my-tools');
    expect(await run(ctpBin(), ['new', 'utilities/log-line-parser', '--dir', tools], { cwd: npxDir, env: tracedEnv })).toMatchObject({ code: 0 });
    const validated = await run(ctpBin(), ['validate', tools], { cwd: npxDir, env: tracedEnv });
    expect(validated.code, validated.stdout + validated.stderr).toBe(0);
    const tested = await run(ctpBin(), ['test', tools], { cwd: npxDir, env: tracedEnv });
    expect(tested.code, tested.stdout + tested.stderr).toBe(0);
    expect(tested.stdout).toContain('passed: 1 of 1 tools');
  });

  it('runs an isolated (worker thread) tool, and stops a catastrophic pattern at its time limit', async () => {
    const match = await run(ctpBin(), ['run', 'regex-tester', '--pattern', '\\d+', '--text', 'a1b22', '--json'], { cwd: npxDir, env: tracedEnv });
    expect(JSON.parse(match.stdout)).toMatchObject({ success: true, data: { matchCount: 2 } });
    const runaway = await run(ctpBin(), ['run', 'regex-tester', '--pattern', '(a+)+$', '--text', `${'a'.repeat(40)}b`, '--timeout', '500', '--json'], {
      cwd: npxDir,
      env: tracedEnv,
    });
    expect(runaway.code).toBe(1);
    expect(JSON.parse(runaway.stdout)).toMatchObject({ success: false, errorCode: 'TIMEOUT' });
  });

  it('says what to install when --redis-url is used without the optional redis package', async () => {
    const result = await run(ctpBin(), ['serve', '--port', '0', '--redis-url', 'redis://127.0.0.1:1'], { cwd: npxDir, env: userEnv(), timeout: 30_000 });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/npm install (-g )?redis|install .*redis/);
  });
});

/** The SDK's client on the command an MCP host runs, from a folder outside the repository. */
async function connect(command: string, args: string[]): Promise<Client> {
  const client = new Client({ name: 'ctp-packed-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command, args, cwd: npxDir, env: tracedEnv as Record<string, string>, stderr: 'pipe' }));
  return client;
}

async function exerciseMcp(client: Client) {
  const { tools } = await client.listTools();
  expect(tools.length).toBeGreaterThanOrEqual(165);
  const base64 = await client.callTool({ name: 'base64-encoder', arguments: { text: 'hello', mode: 'encode' } });
  expect(base64.structuredContent).toMatchObject({ result: 'aGVsbG8=' });
  // isolated tools run in the bundle's worker thread
  const regex = await client.callTool({ name: 'regex-tester', arguments: { pattern: '(?<n>\\d+)', text: 'a1b22' } });
  expect(regex.isError, JSON.stringify(regex.content)).toBeFalsy();
  expect(regex.structuredContent).toMatchObject({ matchCount: 2 });
  const jq = await client.callTool({ name: 'jq-query', arguments: { filter: '.[] | .name', json: '[{"name":"Ann"},{"name":"Bo"}]', rawOutput: true } });
  expect(jq.isError, JSON.stringify(jq.content)).toBeFalsy();
  expect(jq.structuredContent).toMatchObject({ results: ['Ann', 'Bo'] });
  // MCP Apps: a tool's UI, built from the web assets the CLI package carries
  const uri = (tools.find((t) => t.name === 'json-formatter')!._meta as { ui?: { resourceUri?: string } }).ui!.resourceUri!;
  const app = await client.readResource({ uri });
  expect((app.contents[0] as { text: string }).text).toMatch(/<script/);
}

/** The commands this file runs for MCP hosts, as a host's configuration spells them. */
const RUN_HERE = {
  all: ['npx', '-y', '@ctp/mcp'],
  compact: ['npx', '-y', '@ctp/mcp', '--tools', 'compact'],
  // the image's ENTRYPOINT + `mcp`, run below against the packed install
  docker: ['docker', 'run', '-i', '--rm', 'ctp', 'mcp'],
};

/** Every stdio server configuration ({command, args}) in the JSON blocks of a Markdown file. */
function documentedStdio(file: string): string[][] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found: string[][] = [];
  for (const [, block] of text.matchAll(/```json\n([\s\S]*?)```/g)) {
    const config = JSON.parse(block!) as Record<string, Record<string, { command?: string; args?: string[] }>>;
    for (const servers of [config.mcpServers, config.servers])
      for (const server of Object.values(servers ?? {})) if (server.command) found.push([server.command, ...(server.args ?? [])]);
  }
  return found;
}

describe('MCP over stdio from @ctp/mcp (the documented client configuration)', () => {
  it('docs/mcp.md and the README configure exactly the commands run here', () => {
    const documented = [...documentedStdio('docs/mcp.md'), ...documentedStdio('README.md')];
    expect(documented.length).toBeGreaterThanOrEqual(5);
    for (const command of documented) expect(Object.values(RUN_HERE), command.join(' ')).toContainEqual(command);
    expect(documented).toEqual(expect.arrayContaining(Object.values(RUN_HERE)));
  });

  it('npx -y @ctp/mcp: lists the whole catalog, calls a tool and two worker-thread tools', async () => {
    const [npx, pre] = NPX;
    const client = await connect(npx, [...pre, ...RUN_HERE.all.slice(1)]);
    try {
      await exerciseMcp(client);
    } finally {
      await client.close();
    }
  });

  it('npx -y @ctp/mcp --tools compact: the meta-tools only', async () => {
    const [npx, pre] = NPX;
    const client = await connect(npx, [...pre, ...RUN_HERE.compact.slice(1)]);
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names).toEqual(expect.arrayContaining(['search-tools', 'describe-tool', 'run-tool']));
      expect(names.length).toBeLessThanOrEqual(4); // and run-recipe, which chains them
    } finally {
      await client.close();
    }
  });
});

describe('the library from @ctp/core, @ctp/runtime, @ctp/tools (and the other libraries)', () => {
  it('executes tools as the README shows, and the server and discovery libraries answer', async () => {
    const script = join(libDir, 'use-library.mjs');
    writeFileSync(
      script,
      `import { createRegistry } from '@ctp/tools';
import { execute } from '@ctp/runtime';
import { createWorkerRunner } from '@ctp/runtime/node';
import { toMcpTool } from '@ctp/core';
import { createManifest } from '@ctp/discovery';
import { createApp, createContext } from '@ctp/server';
import { TOOL_ID_PATTERN } from '@ctp/embed/protocol';
const registry = createRegistry();
const formatted = await execute(registry, 'json-formatter', { json: '{"a":1}' });
// the worker pool loads: its first call's time limit includes the worker's start-up on the
// unbundled catalog, which a loaded machine can push past regex-tester's 2 s, so not called here
// (the CLI and MCP tests above run isolated tools from the installed bundle)
const runner = createWorkerRunner({ registryModule: import.meta.resolve('@ctp/tools'), size: 1 });
await runner.close();
const manifest = createManifest(registry, { baseUrl: 'https://tools.example.com' });
const { app } = createApp({ context: createContext({ registry, version: '0.1.0', baseUrl: () => 'https://tools.example.com' }), host: '127.0.0.1' });
const rest = await (await app.request('/api/tools/base64-encoder', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"hi"}' })).json();
const page = await app.request('/tools/json-formatter');
console.log(JSON.stringify({ formatted, tools: registry.list().map(toMcpTool).length, manifestTools: manifest.tools.length, rest, page: page.status, idPattern: TOOL_ID_PATTERN.test('json-formatter'), resolved: import.meta.resolve('@ctp/tools') }));
`,
    );
    const result = await run(process.execPath, [script], { cwd: libDir, env: tracedEnv });
    expect(result.stderr).toBe('');
    const out = JSON.parse(result.stdout);
    expect(out.formatted).toMatchObject({ success: true, data: { formatted: '{\n  "a": 1\n}', lineCount: 3 } });
    expect(out.tools).toBeGreaterThanOrEqual(165);
    expect(out.manifestTools).toBe(out.tools);
    expect(out.rest).toMatchObject({ success: true, data: { result: 'aGk=' } });
    expect(out.page).toBe(200);
    expect(out.idPattern).toBe(true);
    expect(out.resolved).toBe(pathToFileURL(join(libDir, 'node_modules/@ctp/tools/dist/index.js')).href);
  });

  it('type-checks a TypeScript consumer against the published declarations', async () => {
    writeFileSync(
      join(libDir, 'consumer.ts'),
      `import { createRegistry } from '@ctp/tools';
import { execute } from '@ctp/runtime';
import { toMcpTool, type ToolResult } from '@ctp/core';
const registry = createRegistry();
const result: ToolResult = await execute(registry, 'json-formatter', { json: '{}' });
const names: string[] = registry.list().map(toMcpTool).map((t) => t.name);
export { result, names };
`,
    );
    writeFileSync(
      join(libDir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: true, types: [] }, files: ['consumer.ts'] }),
    );
    // the compiler is a tool from the repository; what it resolves comes from lib/node_modules
    const tsc = await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--traceResolution'], { cwd: libDir, env: userEnv() });
    expect(tsc.stdout.split('\n').filter((l) => /error TS/.test(l))).toEqual([]);
    expect(tsc.code).toBe(0);
    const resolutions = [...tsc.stdout.matchAll(/successfully resolved to '([^']+)'/g)].map((m) => m[1]!);
    expect(resolutions.filter((f) => f.includes('/@ctp/')).length).toBeGreaterThan(0);
    expect(resolutions.filter((f) => f.startsWith(ROOT))).toEqual([]);
  });
});

interface Served {
  child: ChildProcess;
  url: string;
  stderr: () => string;
}

/** Starts `command args` (a server that logs its URL) and resolves once it listens. */
function serve(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: npxDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let text = '';
    child.stderr!.on('data', (d: Buffer) => {
      text += d.toString();
      const m = / on (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
      if (m) resolve({ child, url: m[1]!, stderr: () => text });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${text}`)));
  });
}

describe('the Docker image: its entry command against the packed install', () => {
  const stages = readDockerfile(ROOT);
  const final = stages.at(-1)!;
  /** A path in the image, as installed here (the image's /app is the npx/ install). */
  const local = (path: string) => path.replace(/^\/app(?=\/|$)/, npxDir);

  it('is multi-stage, small and unprivileged, with exec-form commands whose files exist in the packed layout', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(final.from).toMatch(/^node:20(\.\d+)*-(slim|alpine)/);
    expect(last(final, 'USER')).toMatch(/^(node|\d{4,})$/);
    expect(last(final, 'WORKDIR')).toBe('/app');
    const [node, entry, ...rest] = execForm(final, 'ENTRYPOINT');
    expect([node, rest]).toEqual(['node', []]);
    expect(existsSync(local(entry!))).toBe(true);
    expect(local(entry!)).toBe(join(npxDir, 'node_modules/@ctp/cli/bin/ctp.js'));
    expect(execForm(final, 'CMD')).toEqual(['serve', '--host', '0.0.0.0']);
    // the runtime stage takes the built install only: no sources, no dev dependencies, no npm cache
    expect(final.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.args)).toEqual(['--from=build /app /app']);
    const dockerignore = readFileSync(join(ROOT, '.dockerignore'), 'utf8');
    for (const pattern of ['**/node_modules', '.git', 'test/conformance/node_modules']) expect(dockerignore).toContain(pattern);
  });

  let server: Served;
  let before: string;
  /** Every file of the install with its size and mtime: the image's root file system may be read-only. */
  const state = (dir: string): string => {
    const out: string[] = [];
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const p = join(d, e.name);
        if (e.isDirectory()) walk(p);
        else {
          const s = statSync(p);
          out.push(`${p} ${s.size} ${s.mtimeMs}`);
        }
      }
    };
    walk(dir);
    return out.sort().join('\n');
  };

  beforeAll(async () => {
    before = state(join(npxDir, 'node_modules'));
    const [node, entry] = execForm(final, 'ENTRYPOINT');
    expect(node).toBe('node');
    // ENTRYPOINT + CMD as the image runs them; PORT=0 instead of the image's 8787
    server = await serve(process.execPath, [local(entry!), ...execForm(final, 'CMD')], { ...tracedEnv, PORT: '0' });
  }, 180_000);
  afterAll(() => {
    server?.child.kill('SIGTERM');
  });

  it('serves REST, including an isolated tool', async () => {
    expect(await (await fetch(`${server.url}/health`)).json()).toMatchObject({ status: 'ok' });
    const post = (id: string, body: unknown) => fetch(`${server.url}/api/tools/${id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await (await post('base64-encoder', { text: 'hello' })).json()).toMatchObject({ success: true, data: { result: 'aGVsbG8=' } });
    expect(await (await post('regex-tester', { pattern: '\\d+', text: 'a1b22' })).json()).toMatchObject({ success: true, data: { matchCount: 2 } });
    expect(await (await post('jq-query', { filter: '.a', json: '{"a":7}' })).json()).toMatchObject({ success: true, data: { results: [7] } });
  });

  it('serves MCP over Streamable HTTP', async () => {
    const res = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'jq-query', arguments: { filter: '.a', json: '{"a":7}' } } }),
    });
    expect(res.status).toBe(200);
    const body = await res.text();
    const message = JSON.parse(body.startsWith('{') ? body : /^data: (.*)$/m.exec(body)![1]!);
    expect(message.result.structuredContent).toMatchObject({ results: [7] });
  });

  it('serves the web app: the catalog, a tool page, their assets and the embed SDK (not 503)', async () => {
    const catalog = await fetch(`${server.url}/`);
    expect(catalog.status).toBe(200);
    const html = await catalog.text();
    expect(html).toContain('json-formatter');
    const page = await fetch(`${server.url}/tools/json-formatter`);
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    const assets = [...new Set([...`${html}\n${pageHtml}`.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) expect((await fetch(`${server.url}${asset}`)).status, asset).toBe(200);
    const sdk = await fetch(`${server.url}/sdk/embed.js`);
    expect(sdk.status).toBe(200);
    expect(await sdk.text()).toContain('CTP');
    expect((await fetch(`${server.url}/embed/json-formatter`)).status).toBe(200);
  });

  it('MCP on stdio: `docker run -i --rm <image> mcp` is the entry with `mcp`', async () => {
    const [, entry] = execForm(final, 'ENTRYPOINT');
    expect(RUN_HERE.docker.slice(-1)).toEqual(['mcp']); // docker run -i --rm <image> mcp: ENTRYPOINT + mcp
    const client = await connect(process.execPath, [local(entry!), ...RUN_HERE.docker.slice(-1)]);
    try {
      await exerciseMcp(client);
    } finally {
      await client.close();
    }
  });

  it('wrote nothing into the installed files (the image runs with a read-only root file system)', () => {
    expect(state(join(npxDir, 'node_modules'))).toBe(before);
  });
});

describe('nothing resolves into the repository', () => {
  it('every module the traced processes loaded lies in the temp installs or in Node itself', () => {
    const files = resolved();
    expect(files.some((u) => u.startsWith(pathToFileURL(npxDir).href))).toBe(true);
    expect(files.some((u) => u.startsWith(pathToFileURL(libDir).href))).toBe(true);
    expect(files.filter((u) => u.startsWith(pathToFileURL(ROOT).href + '/'))).toEqual([]);
  });
});
