/**
 * What `ctp mcp` loads before it answers `tools/list` (scripts/bundle-cli.mjs): MCP clients spawn
 * it at every start, so its start path must stay small as the catalog grows.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRegistry, definitions } from '@ctp/tools';
import { serializeToolsList } from '@ctp/server/mcp/stdio';

const dir = new URL('../bundle/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, dir), 'utf8');

/** Files a module pulls in before it runs: its static imports, followed transitively. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of read(file).matchAll(/(?:^|[;\n])\s*(?:import|export)\s*(?:[^'"();]*?\s*from\s*)?"\.\/([^"]+\.js)"/g)) visit(m[1]!);
  };
  visit(entry);
  return seen;
}

/** The chunk a lazy `import("./name-HASH.js")` in `file` points at. */
function lazyChunk(file: string, name: string): string {
  const m = new RegExp(`import\\("\\./(${name}-[A-Z0-9]+\\.js)"\\)`).exec(read(file));
  if (!m) throw new Error(`${file} has no lazy import of ${name}`);
  return m[1]!;
}

/** Every `… await import('<pkg>')` statement in the packages' sources, trimmed. */
function sourceImportsOf(pkg: string): string[] {
  const uses: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        for (const line of readFileSync(path, 'utf8').split('\n')) if (line.includes(`import('${pkg}')`)) uses.push(line.trim());
      }
    }
  };
  walk(fileURLToPath(new URL('../../', import.meta.url)));
  return uses;
}

describe('CLI bundle', () => {
  const mcp = lazyChunk('ctp.js', 'mcp');
  const stdio = lazyChunk(mcp, 'stdio');
  const startPath = new Set([...staticClosure('ctp.js'), ...staticClosure(mcp), ...staticClosure(stdio)]);
  const toolChunks = new Set(definitions.map((d) => d.id));

  it('starts `ctp mcp` without loading any tool code', () => {
    expect(startPath.size).toBeGreaterThan(3);
    for (const file of startPath) expect(toolChunks.has(file.replace(/-[A-Z0-9]+\.js$/, '')), file).toBe(false);
  });

  it("does not load the SDK's Ajv validator (the servers pass the Workers validator)", () => {
    const text = [...startPath].map(read).join('\n');
    expect(text).toContain('CfWorkerJsonSchemaValidator');
    expect(text).not.toMatch(/AjvJsonSchemaValidator|Ajv2020/);
  });

  it('reads the definitions from one ASCII JSON file that equals the catalog', () => {
    const json = read('definitions.json');
    expect(/^[\x20-\x7e]*$/.test(json)).toBe(true);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(definitions)));
    expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toEqual(['definitions.json', 'mcp-tools-all.json']);
  });

  it("carries the whole catalog's tools/list answer as the server builds it, and does not parse the definitions to give it", () => {
    // packages/server/src/mcp/prebuilt.ts: `ctp mcp` writes this file as the tools of its tools/list
    // answer; serializeToolsList is JSON.stringify of McpCatalog's list (packages/server/test/mcp-prebuilt.test.ts)
    const runtime = serializeToolsList(createRegistry(), 'all');
    expect(read('mcp-tools-all.json') === runtime).toBe(true);
    const definitionsChunk = readdirSync(dir).find((f) => f.endsWith('.js') && read(f).includes('new URL("./definitions.json"'));
    expect(definitionsChunk).toBeDefined();
    expect([...startPath]).not.toContain(definitionsChunk);
  });

  it('has no chunk that exposes a CommonJS package only as `default` (a lazy import would see no named exports)', () => {
    // esbuild's code splitting turns a lazily imported CommonJS package into `export default require_x()`
    // (evanw/esbuild#3245): `const { createClient } = await import('redis')` then got undefined
    // that is harmless only where every import of the package takes its default export alone
    const defaultOnly = readdirSync(dir).filter((f) => f.endsWith('.js') && /^export default require_\w+\(\);$/m.test(read(f)));
    const named = defaultOnly.filter((f) => {
      const pkg = /\/\/ node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(read(f))?.[1];
      const imports = pkg ? sourceImportsOf(pkg) : ['(package unknown)'];
      return imports.length === 0 || imports.some((use) => !/^const \{ default: \w+ \} = await import\(/.test(use));
    });
    expect(named).toEqual([]);
  });
});
