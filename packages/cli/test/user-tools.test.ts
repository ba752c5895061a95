/**
 * Bring your own tools (issue 17), through the `ctp` users run: a folder with two user tools
 * (TypeScript with defineTool; JavaScript with a JSON definition and a bare function) and one
 * broken tool. `ctp validate` lists the broken tool's problems at their JSON pointers and exits
 * 1; `ctp serve --tools-dir` refuses to start on it, and without it serves both tools through
 * REST, MCP (the SDK client, over HTTP and stdio), the manifest, OpenAPI and llms.txt; `ctp new`
 * scaffolds a tool that `ctp test` passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../../test/support/published-deps.js';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { CTP_BIN, freePort, startCtpServe, type CtpServe } from '../../../test/support/processes.js';
import { ctp } from './run-ctp.js';

const CHROMIUM = '/usr/bin/chromium';

const WORD_COUNTER = {
  'definition.ts': `import { defineDefinition } from '@ctp/core';
export default defineDefinition({
  id: 'word-counter',
  name: 'Word Counter',
  description: 'Counts the words of a text (runs of non-space characters).',
  category: 'analyzers',
  tags: ['text', 'count'],
  method: 'POST',
  parameters: [{ name: 'text', type: 'textarea', label: 'Text', description: 'The text to count.', required: true, validation: { maxLength: 100000 } }],
  outputDescription: 'The number of words.',
  outputSchema: { type: 'object', properties: { words: { type: 'integer' } }, required: ['words'], additionalProperties: false },
  primaryOutput: 'words',
  example: { input: { text: 'one two three' }, output: { words: 3 } },
});
`,
  'index.ts': `import { defineTool, success } from '@ctp/core';
import definition from './definition.js';
export default defineTool(definition, (params) => success({ words: params.text.split(/\\s+/).filter(Boolean).length }));
`,
};

/** JavaScript with a JSON definition, the function as the default export. */
const REVERSER = {
  'definition.json': JSON.stringify({
    id: 'string-reverser',
    name: 'String Reverser',
    description: 'Reverses a text by code points.',
    category: 'editors',
    tags: ['text'],
    method: 'POST',
    parameters: [{ name: 'text', type: 'text', label: 'Text', description: 'The text to reverse.', required: true, validation: { maxLength: 1000 } }],
    outputDescription: 'The reversed text.',
    outputSchema: { type: 'object', properties: { reversed: { type: 'string' } }, required: ['reversed'], additionalProperties: false },
    primaryOutput: 'reversed',
    example: { input: { text: 'abc' }, output: { reversed: 'cba' } },
  }),
  'index.js': `import { success } from '@ctp/core';
export default function reverse({ text }) {
  return success({ reversed: [...text].reverse().join('') });
}
`,
};

/** No maxLength, no tag, an example that fails its own schema. */
const BROKEN = {
  'definition.ts': `export default {
  id: 'broken-tool',
  name: 'Broken Tool',
  description: 'Broken on purpose.',
  category: 'utilities',
  tags: [],
  method: 'POST',
  parameters: [{ name: 'text', type: 'textarea', label: 'Text', description: 'Anything.', required: true }],
  outputDescription: 'A number.',
  outputSchema: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
  primaryOutput: 'n',
  example: { input: { text: 'x' }, output: { n: 'one' } },
};
`,
  'index.ts': `import { defineTool, success } from '@ctp/core';
import definition from './definition.js';
export default defineTool(definition, () => success({ n: 1 }));
`,
};

function writeTool(dir: string, files: Record<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

let root: string;
let tools: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'ctp-user-tools-test-'));
  tools = join(root, 'my-tools');
  writeTool(join(tools, 'word-counter'), WORD_COUNTER);
  writeTool(join(tools, 'string-reverser'), REVERSER);
  writeTool(join(tools, 'broken-tool'), BROKEN);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);

describe('ctp validate', () => {
  it('lists the broken tool’s problems with their JSON pointers and fixes, passes the others, exits 1', async () => {
    const r = await ctp(['validate', tools]);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/^FAIL tool .*broken-tool/m);
    expect(r.stdout).toMatch(/^ok {3}tool .*string-reverser/m);
    expect(r.stdout).toMatch(/^ok {3}tool .*word-counter/m);
    expect(r.stdout).toMatch(/error +\/parameters\/0\/validation\/maxLength +parameter "text": textarea parameters must set validation\.maxLength/);
    expect(r.stdout).toMatch(/error +\/tags /);
    expect(r.stdout).toMatch(/error +\/example\/output\/n +example\.output does not match outputSchema/);
    expect(r.stdout).toContain('fix: Bound the input');
    noStackTrace(r.stdout + r.stderr);
  }, 120_000);

  it('--json gives CI every problem with pointer, check, severity and hint', async () => {
    const r = await ctp(['validate', tools, '--json']);
    expect(r.code, r.stderr).toBe(1);
    type Result = { id?: string; valid: boolean; problems: Array<{ pointer: string; severity: string; hint?: string }> };
    const report = JSON.parse(r.stdout) as { valid: boolean; results: Result[] };
    expect(report.valid).toBe(false);
    const byId: Record<string, Result> = Object.fromEntries(report.results.map((x) => [x.id ?? '', x]));
    expect(byId['word-counter']!.valid).toBe(true);
    expect(byId['string-reverser']!.valid).toBe(true);
    const broken = byId['broken-tool']!;
    expect(broken.valid).toBe(false);
    expect(broken.problems.map((p) => p.pointer)).toEqual(expect.arrayContaining(['/parameters/0/validation/maxLength', '/tags', '/example/output/n']));
    expect(broken.problems.every((p) => p.severity === 'error' || p.severity === 'warning')).toBe(true);
    expect(broken.problems.filter((p) => p.hint).length).toBeGreaterThan(0);
  }, 120_000);

  it('validates one tool folder, a JSON definition and a manifest (spec 5.3: ids unique, parameter names unique, a tag)', async () => {
    expect((await ctp(['validate', join(tools, 'word-counter')])).code).toBe(0);
    expect((await ctp(['validate', join(tools, 'string-reverser', 'definition.json')])).code).toBe(0);
    const manifest = join(root, 'manifest.json');
    const tool = { id: 'a-tool', name: 'A', description: 'd', category: 'utilities', tags: ['t'], method: 'POST' };
    writeFileSync(manifest, JSON.stringify({ ctpVersion: '1.0.0', name: 'x', baseUrl: 'https://x.example', tools: [tool, { ...tool, tags: [] }] }));
    const r = await ctp(['validate', manifest, '--json']);
    expect(r.code).toBe(1);
    const pointers = (JSON.parse(r.stdout) as { results: Array<{ kind: string; problems: Array<{ pointer: string }> }> }).results[0]!;
    expect(pointers.kind).toBe('manifest');
    expect(pointers.problems.map((p) => p.pointer).sort()).toEqual(['/tools/1/id', '/tools/1/tags']);
  }, 120_000);

  it('bad input: a missing path, a syntax error, bad JSON, an unreachable URL, no argument: a message and a non-zero exit, no stack trace', async () => {
    const missing = await ctp(['validate', join(root, 'nope')]);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('no such file or folder');

    const syntax = join(root, 'syntax', 'bad-syntax');
    writeTool(syntax, { 'definition.ts': "export default {\n  id: 'bad-syntax',,\n};\n", 'index.ts': 'export default 1;\n' });
    const bad = await ctp(['validate', syntax]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/line 2, column \d+: Expected identifier but found ","/);

    writeFileSync(join(root, 'bad.json'), '{"id": ');
    const json = await ctp(['validate', join(root, 'bad.json')]);
    expect(json.code).toBe(1);
    expect(json.stdout).toContain('not JSON');

    const port = await freePort(); // nothing listens there
    const unreachable = await ctp(['validate', `http://127.0.0.1:${port}/.well-known/ctp-manifest.json`]);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stdout).toMatch(/could not fetch it: ECONNREFUSED/);

    const none = await ctp(['validate']);
    expect(none.code).toBe(2);
    for (const r of [missing, bad, json, unreachable, none]) noStackTrace(r.stdout + r.stderr);
  }, 120_000);
});

describe('ctp serve --tools-dir', () => {
  it('refuses to start on the broken tool, with the validator’s messages', async () => {
    const r = await ctp(['serve', '--port', '0', '--tools-dir', tools]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('not starting');
    expect(r.stderr).toMatch(/\/parameters\/0\/validation\/maxLength/);
    noStackTrace(r.stderr);
  }, 120_000);

  it('refuses a built-in id unless --replace', async () => {
    const clash = join(root, 'clash');
    writeTool(join(clash, 'json-formatter'), { 'definition.ts': WORD_COUNTER['definition.ts'].replace("id: 'word-counter'", "id: 'json-formatter'"), 'index.ts': WORD_COUNTER['index.ts'] });
    const r = await ctp(['serve', '--port', '0', '--tools-dir', clash]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('"json-formatter" is a built-in tool id');
    expect(r.stderr).toContain('--replace');
  }, 120_000);

  describe('without the broken tool', () => {
    let server: CtpServe;
    let good: string;
    beforeAll(async () => {
      good = join(root, 'good-tools');
      cpSync(tools, good, { recursive: true });
      rmSync(join(good, 'broken-tool'), { recursive: true });
      server = await startCtpServe(['--tools-dir', good, '--rate-limit', 'off', '--quiet']);
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
    });

    const post = async (id: string, body: unknown) => {
      const res = await fetch(`${server.url}/api/tools/${id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { success: boolean; data?: Record<string, unknown>; errorCode?: string } };
    };

    it('says how many tools are the user’s', () => {
      expect(server.output()).toMatch(/\d+ tools \(2 from .*good-tools\) on /);
    });

    it('serves both through REST with the same validation and limits as built-in tools', async () => {
      expect(await post('word-counter', { text: 'a b  c' })).toEqual({ status: 200, body: expect.objectContaining({ success: true, data: { words: 3 } }) });
      expect(await post('string-reverser', { text: 'ab😀' })).toEqual({ status: 200, body: expect.objectContaining({ success: true, data: { reversed: '😀ba' } }) });
      // over 4 KB: servers run it in the worker pool, which builds the same registry
      const big = await post('word-counter', { text: 'w '.repeat(5000) });
      expect(big.body).toMatchObject({ success: true, data: { words: 5000 } });
      expect((await post('string-reverser', { text: 'x'.repeat(1001) })).body).toMatchObject({ success: false, errorCode: 'CONSTRAINT_VIOLATION' });
      expect((await post('word-counter', {})).status).toBe(400);
      // the built-in catalog is still there
      expect((await post('json-formatter', { json: '[1]' })).body).toMatchObject({ success: true });
    });

    it('serves both over MCP (SDK client): tools/list and tools/call with structured content', async () => {
      const client = new Client({ name: 'user-tools-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
      try {
        const names = (await client.listTools()).tools.map((t) => t.name);
        expect(names).toEqual(expect.arrayContaining(['word-counter', 'string-reverser', 'json-formatter']));
        const result = await client.callTool({ name: 'word-counter', arguments: { text: 'one two' } });
        expect(result.structuredContent).toEqual({ words: 2 });
      } finally {
        await client.close();
      }
    });

    it('lists both in the manifest (valid for ctp validate), OpenAPI and llms.txt', async () => {
      const manifest = (await (await fetch(`${server.url}/.well-known/ctp-manifest.json`)).json()) as { tools: Array<{ id: string }> };
      expect(manifest.tools.map((t) => t.id)).toEqual(expect.arrayContaining(['word-counter', 'string-reverser']));
      const check = await ctp(['validate', `${server.url}/.well-known/ctp-manifest.json`]);
      expect(check.code, check.stdout).toBe(0);
      const openapi = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
      expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/tools/word-counter', '/api/tools/string-reverser']));
      const llms = await (await fetch(`${server.url}/llms.txt`)).text();
      expect(llms).toContain('[Word Counter](');
      expect(llms).toContain('[String Reverser](');
    });

    it.runIf(existsSync(CHROMIUM))('gives each a web page and an embed that run it on the server, in Chromium', async () => {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
      try {
        const page = await browser.newPage();
        const refused: string[] = [];
        page.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
        await page.goto(`${server.url}/tools/word-counter`);
        await page.waitForSelector('form[data-ready]', { timeout: 30_000 });
        await expect(page.locator('.server-note').textContent()).resolves.toMatch(/runs on the server/);
        await page.locator('textarea[name="text"]').fill('one two three four');
        await page.locator('[data-action="run"]').click();
        await page.waitForFunction(() => document.querySelector('.result-primary')?.textContent?.includes('4'), null, { timeout: 30_000 });
        await expect(page.locator('.run-state').textContent()).resolves.toMatch(/on the server/);
        const embed = await browser.newPage();
        await embed.goto(`${server.url}/embed/string-reverser`);
        await embed.waitForSelector('form[data-ready]', { timeout: 30_000 });
        await embed.locator('input[name="text"]').fill('abc');
        await embed.locator('[data-action="run"]').click();
        await embed.waitForFunction(() => document.querySelector('.result-primary')?.textContent?.includes('cba'), null, { timeout: 30_000 });
        expect(refused).toEqual([]);
      } finally {
        await browser.close();
      }
    }, 120_000);
  });
});

describe('ctp mcp --tools-dir', () => {
  it('serves the user tools on stdio beside the catalog', async () => {
    const good = join(root, 'stdio-tools');
    writeTool(join(good, 'word-counter'), WORD_COUNTER);
    const client = new Client({ name: 'user-tools-test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [CTP_BIN, 'mcp', '--tools-dir', good], stderr: 'pipe', env: { PATH: process.env.PATH ?? '' } }));
    try {
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names).toContain('word-counter');
      expect(names).toContain('json-formatter');
      expect((await client.callTool({ name: 'word-counter', arguments: { text: 'a b c d' } })).structuredContent).toEqual({ words: 4 });
    } finally {
      await client.close();
    }
  }, 120_000);

  it('refuses to start on an invalid tool (exit 1, the validator’s messages on stderr)', async () => {
    const r = await ctp(['mcp', '--tools-dir', join(tools, 'broken-tool')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/\/tags/);
    expect(r.stdout).toBe(''); // stdout belongs to the protocol
  }, 120_000);
});

describe('ctp new + ctp test', () => {
  it('scaffolds a tool that validates and passes its tests; a wrong example fails with its pointer', async () => {
    const dir = join(root, 'scaffolded');
    const created = await ctp(['new', 'utilities/log-line-parser', '--dir', dir]);
    expect(created.code, created.stderr).toBe(0);
    expect((await ctp(['validate', dir])).code).toBe(0);
    const passed = await ctp(['test', dir]);
    expect(passed.code, passed.stdout + passed.stderr).toBe(0);
    expect(passed.stdout).toMatch(/^ok {3}tool .*log-line-parser/m);
    expect(passed.stdout).toContain('passed: 1 of 1 tools');

    const definition = join(dir, 'log-line-parser', 'definition.ts');
    writeFileSync(definition, readFileSync(definition, 'utf8').replace("'HELLO, WORLD'", "'HELLO WORLD'"));
    const failed = await ctp(['test', dir]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/error +\/example\/output\/result +the function returns "HELLO, WORLD" where example\.output has "HELLO WORLD"/);
    expect(failed.stdout).toMatch(/log-line-parser\.test\.ts failed/);

    const again = await ctp(['new', 'utilities/log-line-parser', '--dir', dir]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists');
    expect((await ctp(['new', 'gadgets/x', '--dir', dir])).stderr).toContain('unknown category');
  }, 180_000);
});
