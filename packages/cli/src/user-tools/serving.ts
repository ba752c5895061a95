/**
 * `--tools-dir` for `ctp serve` and `ctp mcp`: loads and checks users' tools before anything
 * listens, and builds the registry (and the worker threads' registry module) they serve.
 */
import { resolve } from 'node:path';
import type { Registry } from '@ctp/runtime';
import { UsageError } from '../io.js';
import { CompileCache } from './compile.js';
import { loadToolsFolder } from './load.js';
import { collisions, combineRegistry, writeWorkerRegistry } from './registry.js';
import { formatChecked } from './report.js';

export interface ServedTools {
  registry: Registry;
  /** What worker threads import to build the same registry. */
  registryModule: string;
  /** How many of the registry's tools are the user's. */
  userTools: number;
}

/** A tools folder that must not be served: the validator's report. */
export class RefusedTools extends Error {
  constructor(readonly report: string) {
    super('your tools did not pass the checks');
    this.name = 'RefusedTools';
  }
}

export interface ToolsDirOptions {
  dir: string;
  catalog: Registry;
  /** Module URL exporting the catalog's createRegistry (the worker pool's). */
  catalogModule: string;
  replace: boolean;
  withCatalog: boolean;
}

/** Loads the folder; throws UsageError (no such folder, id collisions) or RefusedTools (invalid tools). */
export async function serveToolsDir(options: ToolsDirOptions): Promise<ServedTools> {
  const dir = resolve(options.dir);
  const cache = new CompileCache();
  const loaded = await loadToolsFolder(dir, `--tools-dir ${options.dir}`, cache, `"ctp new <category>/<id> --dir ${options.dir}" scaffolds one.`);
  if (loaded.failed) throw new RefusedTools(formatChecked(loaded.loaded.map((l) => ({ target: l.report.folder, kind: 'tool', ...(l.report.id ? { id: l.report.id } : {}), problems: l.report.problems }))));
  const catalog = options.withCatalog ? options.catalog : undefined;
  const taken = collisions(catalog, loaded.tools);
  if (taken.length > 0 && !options.replace)
    throw new UsageError(`--tools-dir: ${taken.map((id) => `"${id}"`).join(', ')} ${taken.length === 1 ? 'is a built-in tool id' : 'are built-in tool ids'}`, 'Rename your tool, or pass --replace to serve yours instead of the built-in one.');
  return {
    registry: combineRegistry(loaded.tools, { catalog, replace: options.replace }),
    registryModule: writeWorkerRegistry(cache, options.catalogModule, loaded.loaded, options.withCatalog),
    userTools: loaded.tools.length,
  };
}
