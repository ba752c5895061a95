/**
 * Where users' tools are: a folder holding one folder per tool (`my-tools/log-line-parser/`), or
 * one folder per category holding the tools' folders (`my-tools/utilities/log-line-parser/`, the
 * catalog's own layout). A tool folder has a definition and a function module, like ours.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const DEFINITION_FILES = ['definition.ts', 'definition.mts', 'definition.js', 'definition.mjs', 'definition.json'];
export const INDEX_FILES = ['index.ts', 'index.mts', 'index.js', 'index.mjs'];

export interface ToolFolder {
  dir: string;
  /** The definition module or JSON file, when there is one. */
  definition?: string;
  /** The module whose default export is the tool (defineTool(definition, run)) or its function. */
  index?: string;
}

function first(dir: string, names: readonly string[]): string | undefined {
  const found = names.find((name) => existsSync(join(dir, name)));
  return found && join(dir, found);
}

/** The folder as a tool folder, or undefined when it holds neither a definition nor an index. */
export function toolFolder(dir: string): ToolFolder | undefined {
  const definition = first(dir, DEFINITION_FILES);
  const index = first(dir, INDEX_FILES);
  return definition || index ? { dir, ...(definition ? { definition } : {}), ...(index ? { index } : {}) } : undefined;
}

function subfolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
    .map((e) => join(dir, e.name))
    .sort();
}

/**
 * The tool folders under `root` (itself when it is one), sorted by path. Folders without a
 * definition or function module at either level (dist, assets…) are not tools and are skipped.
 * Throws the file system's error (ENOENT, ENOTDIR, EACCES) for the caller to word.
 */
export function findToolFolders(root: string): ToolFolder[] {
  if (!statSync(root).isDirectory()) throw Object.assign(new Error(`${root} is not a folder`), { code: 'ENOTDIR' });
  const self = toolFolder(root);
  if (self) return [self];
  const found: ToolFolder[] = [];
  for (const dir of subfolders(root)) {
    const tool = toolFolder(dir);
    if (tool) found.push(tool);
    else for (const inner of subfolders(dir)) {
      const nested = toolFolder(inner);
      if (nested) found.push(nested);
    }
  }
  return found;
}
