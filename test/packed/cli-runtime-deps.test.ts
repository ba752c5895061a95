/**
 * The published @ctp/cli is its esbuild bundle plus whatever that bundle still loads from
 * node_modules at run time: externals (redis) and packages a tool loads with require() (jq-web
 * reads its .wasm beside itself). Each must be a dependency (or an optional peer) of @ctp/cli with
 * the range the workspace package that uses it declares, or the installed CLI fails with "Cannot
 * find module" on the first call of that tool (the packed-install test calls only some tools).
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './packing.js';

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}
const manifest = (pkg: string) => JSON.parse(readFileSync(join(ROOT, 'packages', pkg, 'package.json'), 'utf8')) as Manifest;

/**
 * Fallbacks a library loads only where Node lacks a built-in (engines: node >= 20.19):
 * pdf.js requires this one only when stream.Readable has no toWeb (Node < 17).
 */
const NEVER_ON_NODE_20 = new Set(['node-readable-to-web-readable-stream']);

/** Package names the bundle's files load at run time by bare specifier. */
function runtimeLoads(): Map<string, string[]> {
  const dir = join(ROOT, 'packages/cli/bundle');
  const found = new Map<string, string[]>();
  const patterns = [
    /^\s*(?:import|export)\s*(?:[^'"();]*?\s*from\s*)?["']([^"'./][^"']*)["']/gm,
    /\bimport\(\s*["']([^"'./][^"']*)["']\s*\)/g,
    // esbuild's require shim for externals, and a require() a tool creates for itself (a bare
    // require("x") also appears inside code that libraries generate as text, e.g. Ajv's)
    /\b(?:__require|createRequire\([^)]*\))\(\s*["']([^"'./][^"']*)["']\s*\)/g,
  ];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    // code lines only: doc comments in bundled libraries show imports of other packages
    const text = readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/)/.test(line))
      .join('\n');
    for (const pattern of patterns)
      for (const m of text.matchAll(pattern)) {
        const specifier = m[1]!;
        // a template inside code a library writes as text (pdf.js: `await import("${e}")`) names nothing
        if (isBuiltin(specifier) || specifier.includes('${') || NEVER_ON_NODE_20.has(specifier)) continue;
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        found.set(name, [...(found.get(name) ?? []), file]);
      }
  }
  return found;
}

describe('what the CLI bundle loads from node_modules', () => {
  const cli = manifest('cli');
  const loads = runtimeLoads();

  it('finds the known run-time loads (the scan works)', () => {
    expect([...loads.keys()]).toEqual(expect.arrayContaining(['redis', 'jq-web']));
  });

  it('is declared by @ctp/cli with the range of the package that uses it', () => {
    const users = ['tools', 'server', 'runtime', 'core', 'web'].map(manifest);
    for (const [name, files] of loads) {
      const declared = cli.dependencies?.[name] ?? cli.peerDependencies?.[name];
      expect(declared, `${name} (loaded by ${files.join(', ')}) is not a dependency of packages/cli/package.json`).toBeDefined();
      const source = users.map((m) => m.dependencies?.[name]).find((range) => range !== undefined);
      if (source) expect(declared, name).toBe(source);
    }
  });

  it('keeps Redis an optional peer (MCP and CLI users do not download it)', () => {
    expect(cli.peerDependencies?.redis).toBeDefined();
    expect(cli.peerDependenciesMeta?.redis?.optional).toBe(true);
    expect(cli.dependencies?.redis).toBeUndefined();
  });
});
