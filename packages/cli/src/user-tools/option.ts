/**
 * The `--tools-dir` options `serve` and `mcp` share. This module stays light (help and start-up
 * without the option must not load esbuild or Ajv): the loader is imported only when used.
 */
import type { Io } from '../io.js';

export const TOOLS_DIR_HELP = `  --tools-dir <dir>      also serve your own tools: one folder per tool (definition + index,
                         TypeScript or JavaScript, compiled with esbuild), checked at start:
                         an invalid tool stops the start with the validator's messages
  --replace              let your tools take built-in tools' ids (the built-in one is not served)
  --no-catalog           serve your tools alone, without the built-in catalog`;

export const TOOLS_DIR_OPTIONS = {
  'tools-dir': { type: 'string' },
  replace: { type: 'boolean', default: false },
  'no-catalog': { type: 'boolean', default: false },
} as const;

/**
 * Loads `--tools-dir` beside (or instead of) the catalog; undefined, after printing the
 * validator's report, when its tools must not be served. Throws UsageError for a missing folder
 * or ids taken by built-in tools.
 */
export async function withToolsDir(dir: string, catalogModule: string, replace: boolean, withCatalog: boolean, io: Io) {
  const { serveToolsDir, RefusedTools } = await import('./serving.js');
  // imported here: the catalog module parses every definition, which `ctp mcp` defers (commands/mcp.ts)
  const { catalog } = await import('../catalog.js');
  try {
    return await serveToolsDir({ dir, catalog: catalog(), catalogModule, replace, withCatalog });
  } catch (error) {
    if (!(error instanceof RefusedTools)) throw error;
    io.err(`ctp: not starting: the tools in ${dir} have errors (run "ctp validate ${dir}" to check again)`);
    io.err(error.report);
    return undefined;
  }
}
