import { describe, expect, it } from 'vitest';
import { definitions } from '@ctp/tools';
import { createAjv, loadSpecSchema } from '../../../test/support/ajv.js';
import { ctp } from './run-ctp.js';

const ajv = createAjv({ specSchemas: true });
const validDefinition = ajv.compile(loadSpecSchema('tool-definition.schema.json'));
const validResult = ajv.compile(loadSpecSchema('tool-result.schema.json'));


describe('ctp (global)', () => {
  it('prints help with --help (exit 0) and without a command (exit 2)', async () => {
    const help = await ctp(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage: ctp <command>/);
    expect((await ctp([])).code).toBe(2);
  });

  it('rejects an unknown command with exit 2', async () => {
    const r = await ctp(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown command "frobnicate"/);
  });

  it('has --help on every command', async () => {
    for (const command of ['list', 'info', 'run']) {
      const r = await ctp([command, '--help']);
      expect(r.code, command).toBe(0);
      expect(r.stdout, command).toMatch(new RegExp(`Usage: ctp ${command}`));
    }
  });

  it('ctp serve --help names the connection limits', async () => {
    const r = await ctp(['serve', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/--request-timeout <ms>/);
    expect(r.stdout).toMatch(/--max-connections <n>/);
  });
});

describe('ctp list', () => {
  it('--json prints every tool as a CTP definition valid against the reference schema', async () => {
    const r = await ctp(['list', '--json']);
    expect(r.code).toBe(0);
    const tools = JSON.parse(r.stdout) as Array<{ id: string }>;
    expect(tools.map((t) => t.id)).toEqual(definitions.map((d) => d.id));
    for (const tool of tools) expect(validDefinition(tool), `${tool.id}: ${ajv.errorsText(validDefinition.errors)}`).toBe(true);
  });

  it('filters by category and rejects unknown ones', async () => {
    const r = await ctp(['list', '--category', 'formatters', '--json']);
    const tools = JSON.parse(r.stdout) as Array<{ category: string }>;
    expect(tools.length).toBeGreaterThan(0);
    expect(tools.every((t) => t.category === 'formatters')).toBe(true);
    expect((await ctp(['list', '--category', 'nope'])).code).toBe(2);
  });

  it('prints a readable table', async () => {
    const r = await ctp(['list']);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(definitions.length);
    expect(r.stdout).toMatch(/^json-formatter\s+formatters\s+JSON Formatter$/m);
  });
});

describe('ctp info', () => {
  it('describes a tool with its parameters and an example command', async () => {
    const r = await ctp(['info', 'json-formatter']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/--sort-keys/);
    expect(r.stdout).toMatch(/Example:\n {2}ctp run json-formatter --input-json/);
  });

  it('--json prints the CTP definition', async () => {
    const r = await ctp(['info', 'json-formatter', '--json']);
    expect(validDefinition(JSON.parse(r.stdout))).toBe(true);
  });

  it('suggests the closest id for a typo (exit 2)', async () => {
    const r = await ctp(['info', 'json-formater']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Did you mean: json-formatter/);
  });
});

describe('ctp run', () => {
  it('prints the main text output as is', async () => {
    const r = await ctp(['run', 'json-formatter', '--json', '{"a":1}']);
    expect(r).toEqual({ code: 0, stdout: '{\n  "a": 1\n}\n', stderr: '' });
  });

  it('reads the main parameter from stdin and takes kebab-case and --no- flags', async () => {
    const r = await ctp(['run', 'json-formatter', '--indent', '4', '--sort-keys', '--no-allow-comments'], '{"b":1,"a":2}');
    expect(r.stdout).toBe('{\n    "a": 2,\n    "b": 1\n}\n');
  });

  it('--json prints the whole ToolResult', async () => {
    const r = await ctp(['run', 'json-formatter', '--input-json', '{"json":"[]"}', '--json']);
    const result = JSON.parse(r.stdout);
    expect(validResult(result)).toBe(true);
    expect(result).toMatchObject({ success: true, data: { formatted: '[]', lineCount: 1 } });
  });

  it('exits 1 with the error on stderr when the tool fails', async () => {
    const r = await ctp(['run', 'json-formatter', '--json', '{']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^error \[INVALID_INPUT\]: Invalid JSON at line 1, column 2/);
  });

  it('exits 1 with the failure as JSON under --json', async () => {
    const r = await ctp(['run', 'json-formatter', '--input-json', '{}', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({ success: false, errorCode: 'MISSING_REQUIRED' });
  });

  it('exits 2 on usage errors', async () => {
    for (const args of [
      ['run'],
      ['run', 'no-such-tool'],
      ['run', 'json-formatter', '--bogus', '1'],
      ['run', 'json-formatter', '--input-json', '{not json'],
      ['run', 'json-formatter', '--input-json', '[1]'],
      ['run', 'json-formatter', '--timeout', '-5'],
      ['run', 'json-formatter', 'stray'],
      ['serve', '--request-timeout', '0'],
      ['serve', '--max-connections', 'many'],
    ]) {
      const r = await ctp(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(/^ctp: /);
    }
  });

  it('shows per-tool help', async () => {
    const r = await ctp(['run', 'json-formatter', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^JSON Formatter \(json-formatter\)/);
  });
});

describe('every example through the CLI bundle', () => {
  // The CLI runs each tool from its own esbuild bundle, where bundling mistakes show (a library's
  // default export taken for its namespace broke two tools once). Every tool's example runs in
  // one process from the bundle's registry (bundle/tools-registry.js: the same chunks bin/ctp.js
  // loads); a spawned `ctp run` per tool cost ~0.2 s of CPU each, minutes for the catalog.
  const bundle = (async () => {
    const [{ createRegistry }, { execute }] = await Promise.all([
      import(new URL('../bundle/tools-registry.js', import.meta.url).href) as Promise<typeof import('@ctp/tools')>,
      import('@ctp/runtime'),
    ]);
    return { registry: createRegistry(), execute };
  })();

  it.each(definitions.map((d) => [d.id, d] as const))('%s', async (id, definition) => {
    const { registry, execute } = await bundle;
    const result = JSON.parse(JSON.stringify(await execute(registry, id, definition.example.input, { limits: 'none' })));
    expect(validResult(result), ajv.errorsText(validResult.errors)).toBe(true);
    expect(result.success ? result.data : result).toEqual(definition.example.output);
  });

  // and end to end, `ctp run <id> --input-json <example.input> --json` (arguments, exit status,
  // printing) for the first tool of each category
  const firstOfEach = [...new Map(definitions.map((d) => [d.category, d] as const).reverse()).values()];
  it.each(firstOfEach.map((d) => [d.id, d] as const))('ctp run %s reproduces its example', async (id, definition) => {
    const r = await ctp(['run', id, '--input-json', JSON.stringify(definition.example.input), '--json']);
    const result = JSON.parse(r.stdout);
    expect(validResult(result), ajv.errorsText(validResult.errors)).toBe(true);
    expect(result.success ? result.data : result).toEqual(definition.example.output);
    expect(r.code).toBe(0);
  });
});

describe('ctp build', () => {
  it('writes the discovery documents as static files, identical to what the server answers', async () => {
    const { mkdtemp, readFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { startServer } = await import('@ctp/server/node');
    const { createRegistry } = await import('@ctp/tools');
    const dir = await mkdtemp(join(tmpdir(), 'ctp-build-'));
    const base = 'https://static.example.test';
    const server = await startServer({ registry: createRegistry(), version: '0.1.0', port: 0, baseUrl: base });
    try {
      const r = await ctp(['build', dir, '--base-url', base]);
      expect(r.code, r.stderr).toBe(0);
      for (const path of ['.well-known/ctp-manifest.json', 'api/openapi.yaml', 'llms.txt', `tools/${definitions[0]!.id}.md`]) {
        const served = await (await fetch(`http://127.0.0.1:${server.port}/${path}`)).text();
        expect(await readFile(join(dir, path), 'utf8'), path).toBe(served);
      }
      expect((await ctp(['build', dir])).code).toBe(2);
    } finally {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    }
    // ctp build writes the whole site (~160 MB with every tool's single-file page): ~15 s of CPU,
    // well past the default limit on a loaded machine
  }, 180_000);
});
