/**
 * The registry `serve` and `mcp` run with a tools folder: the built-in catalog (still lazy: its
 * tools import on first use) beside users' tools (already loaded: they are small and were
 * imported to be checked), or users' tools alone. Worker threads build the same registry from a
 * module written next to the compiled tools, so isolated and offloaded calls run user tools too.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Tool } from '@ctp/core';
import { Registry } from '@ctp/runtime';
import type { CompileCache } from './compile.js';
import type { LoadedTool } from './load.js';

export interface CombineOptions {
  /** The built-in catalog, or undefined to serve users' tools alone. */
  catalog?: Registry;
  /** User tools may take built-in ids (the built-in tool is then not served). */
  replace: boolean;
}

/** Ids of user tools that a built-in tool already has. */
export function collisions(catalog: Registry | undefined, tools: readonly Tool[]): string[] {
  return catalog ? tools.map((t) => t.definition.id).filter((id) => catalog.has(id)) : [];
}

export function combineRegistry(tools: readonly Tool[], options: CombineOptions): Registry {
  const registry = new Registry();
  const own = new Set(tools.map((t) => t.definition.id));
  const catalog = options.catalog;
  if (catalog) {
    for (const definition of catalog.list()) {
      if (own.has(definition.id)) {
        if (!options.replace) throw new Error(`user tool "${definition.id}" has a built-in tool's id`);
        continue;
      }
      registry.registerLazy(definition, () => catalog.get(definition.id)!.load());
    }
  }
  for (const tool of tools) registry.register(tool);
  return registry;
}

/**
 * Writes the module worker threads import to build the combined registry, and returns its URL.
 * `catalogModule` exports `createRegistry` (the catalog); it is imported even when users' tools
 * are served alone, for the Registry class the worker's registry must be.
 */
export function writeWorkerRegistry(cache: CompileCache, catalogModule: string, loaded: readonly LoadedTool[], withCatalog: boolean): string {
  const tools = loaded.filter((l) => l.tool && l.modules);
  const lines = [`import { createRegistry as catalog } from ${JSON.stringify(catalogModule)};`];
  tools.forEach((l, i) => {
    lines.push(`import d${i} from ${JSON.stringify(l.modules!.definition)};`, `import m${i} from ${JSON.stringify(l.modules!.index)};`);
  });
  lines.push(
    `const user = [${tools.map((_, i) => `[d${i}, m${i}]`).join(', ')}];`,
    'export function createRegistry() {',
    '  const base = catalog();',
    '  const registry = new base.constructor();',
    '  const own = new Set(user.map(([d]) => d.id));',
    withCatalog ? '  for (const d of base.list()) if (!own.has(d.id)) registry.registerLazy(d, () => base.get(d.id).load());' : '',
    "  for (const [definition, exported] of user) registry.register(typeof exported === 'function' ? { definition, run: exported } : exported);",
    '  return registry;',
    '}',
  );
  const file = join(cache.dir, 'registry.mjs');
  writeFileSync(file, lines.filter(Boolean).join('\n') + '\n');
  return pathToFileURL(file).href;
}
