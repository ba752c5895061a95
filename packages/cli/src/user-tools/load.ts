/**
 * Loads users' tools: compiles each folder (definition + function), checks the definition with
 * the catalog's own checks (`@ctp/tools/checks`: every problem at a JSON pointer with a fix hint)
 * and imports the function only once its definition passes. Nothing here throws for a bad tool:
 * every failure (a syntax error, a missing export, a throwing module) is a problem in its report.
 */
import { basename, dirname, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Tool, ToolSpec } from '@ctp/core';
import { checkerProblems, checkToolDefinition, type ToolProblem } from '@ctp/tools/checks';
import { UsageError } from '../io.js';
import { CompileCache, CompileError, compileForNode, shown } from './compile.js';
import { findToolFolders, toolFolder, type ToolFolder } from './folders.js';

/** A problem of a user's tool: a check's problem, and the file it is in. */
export interface UserProblem extends ToolProblem {
  file?: string;
}

export interface ToolReport {
  /** The tool's folder (as the user would type it). */
  folder: string;
  /** The definition's id, once it could be read. */
  id?: string;
  problems: UserProblem[];
}

export interface LoadedTool {
  report: ToolReport;
  /** The tool, when it loaded without errors. */
  tool?: Tool;
  /** Compiled module URLs (for worker threads, which import the tool themselves). */
  modules?: { definition: string; index: string };
  /** The folder's source files. */
  folder: ToolFolder;
}

export const hasErrors = (report: { problems: readonly ToolProblem[] }) => report.problems.some((p) => p.severity === 'error');

const problem = (check: string, message: string, hint?: string, file?: string): UserProblem => ({
  check,
  severity: 'error',
  pointer: '',
  message,
  ...(hint ? { hint } : {}),
  ...(file ? { file: shown(file) } : {}),
});

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Loads one tool folder; the report says what is wrong, `tool` is set when nothing is. */
export async function loadToolFolder(cache: CompileCache, folder: ToolFolder): Promise<LoadedTool> {
  const report: ToolReport = { folder: shown(folder.dir), problems: [] };
  const out: LoadedTool = { report, folder };
  if (!folder.definition)
    report.problems.push(problem('files', 'no definition file (definition.ts, definition.js or definition.json)', 'Put the definition in definition.ts (export default defineDefinition({ … })); "ctp new <category>/<id>" scaffolds a tool folder.', folder.dir));
  if (!folder.index)
    report.problems.push(problem('files', 'no function module (index.ts or index.js)', 'Export the tool from index.ts: export default defineTool(definition, (params) => success({ … })).', folder.dir));
  if (!folder.definition || !folder.index) return out;

  let modules: { definition: string; index: string };
  try {
    modules = (await compileForNode(cache, basename(folder.dir), { definition: folder.definition, index: folder.index })) as typeof modules;
  } catch (error) {
    const messages = error instanceof CompileError ? error.messages : [{ text: errorText(error) }];
    for (const m of messages) report.problems.push(problem('compile', m.file ? `line ${m.line}, column ${m.column}: ${m.text}` : m.text, 'Fix the syntax or the import (esbuild compiles TypeScript and JavaScript ES modules).', m.file));
    return out;
  }

  let spec: unknown;
  try {
    spec = ((await import(modules.definition)) as { default?: unknown }).default;
  } catch (error) {
    report.problems.push(problem('import', `loading ${basename(folder.definition)} failed: ${errorText(error)}`, 'A definition is data: it should import nothing but @ctp/core.', folder.definition));
    return out;
  }
  if (spec === undefined) {
    report.problems.push(problem('definition', `${basename(folder.definition)} has no default export`, 'export default defineDefinition({ id, name, … }) (or a JSON object in definition.json).', folder.definition));
    return out;
  }
  const definitionFile = shown(folder.definition);
  report.problems.push(...checkToolDefinition(spec).map((p) => ({ ...p, file: definitionFile })));
  const id = (spec as { id?: unknown }).id;
  if (typeof id === 'string') {
    report.id = id;
    if (basename(folder.dir) !== id)
      report.problems.push({ ...problem('files', `the folder is named "${basename(folder.dir)}", the tool's id is "${id}"`, `Rename the folder to ${id} (one folder per tool, named after its id).`, folder.dir), pointer: '/id' });
  }
  if (hasErrors(report)) return out;

  const definition = spec as ToolSpec;
  let exported: unknown;
  try {
    exported = ((await import(modules.index)) as { default?: unknown }).default;
  } catch (error) {
    const e = error as { name?: string; problems?: unknown };
    if (e?.name === 'ToolDefinitionError' && Array.isArray(e.problems))
      report.problems.push(...checkerProblems(definition, e.problems.map(String)).map((p) => ({ ...p, file: shown(folder.index!) })));
    else report.problems.push(problem('import', `loading ${basename(folder.index)} failed: ${errorText(error)}`, 'The module runs when the tool loads: move work into the function.', folder.index));
    return out;
  }
  const tool = asTool(exported, definition);
  if (typeof tool === 'string') {
    report.problems.push(problem('function', tool, "export default defineTool(definition, (params) => success({ … })), with definition imported from './definition.js'.", folder.index));
    return out;
  }
  out.tool = tool;
  out.modules = modules;
  return out;
}

/** The tool a function module exports, or why it is not one. */
function asTool(exported: unknown, definition: ToolSpec): Tool | string {
  if (typeof exported === 'function') return Object.freeze({ definition, run: exported as Tool['run'] });
  if (typeof exported !== 'object' || exported === null) return `the default export of the function module is ${exported === undefined ? 'missing' : typeof exported}, not a tool`;
  const tool = exported as Partial<Tool>;
  if (typeof tool.run !== 'function') return 'the default export has no run function: it is not a tool';
  if (tool.definition !== definition && !isDeepStrictEqual(tool.definition, definition))
    return "the tool's definition is not the one in the definition file";
  return tool as Tool;
}

export interface UserTools {
  /** Every folder that looked like a tool, in path order. */
  loaded: LoadedTool[];
  /** The tools that loaded without errors. */
  tools: Tool[];
  /** True when any report has an error. */
  failed: boolean;
}

/** Loads every tool under `dir` (a tools folder, a category folder or one tool's folder). */
export async function loadUserTools(dir: string, cache = new CompileCache()): Promise<UserTools> {
  const loaded: LoadedTool[] = [];
  for (const folder of findToolFolders(resolve(dir))) loaded.push(await loadToolFolder(cache, folder));
  // §5.3: an id is unique within a registry
  const byId = new Map<string, LoadedTool>();
  for (const entry of loaded) {
    const id = entry.report.id;
    if (id === undefined) continue;
    const first = byId.get(id);
    if (!first) {
      byId.set(id, entry);
      continue;
    }
    entry.report.problems.push({ ...problem('registry', `id "${id}" is already used by ${first.report.folder}`, 'Give each tool its own id (spec §5.3).', entry.folder.definition), pointer: '/id' });
    delete entry.tool;
  }
  const tools = loaded.flatMap((l) => (l.tool ? [l.tool] : []));
  return { loaded, tools, failed: loaded.some((l) => hasErrors(l.report)) };
}

/** A single tool folder (for `ctp validate <tool folder>`), or undefined when `dir` is not one. */
export function singleToolFolder(file: string): ToolFolder | undefined {
  return toolFolder(dirname(file));
}

/**
 * loadUserTools for a command: a folder that is missing, not a folder or holds no tool is a
 * usage error named by `label` (the argument as the user gave it, e.g. "--tools-dir x").
 */
export async function loadToolsFolder(dir: string, label: string, cache: CompileCache, scaffoldHint: string): Promise<UserTools> {
  let loaded: UserTools;
  try {
    loaded = await loadUserTools(dir, cache);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`${label}: ${code === 'ENOENT' ? 'no such folder' : code === 'ENOTDIR' ? 'not a folder' : (error as Error).message}`);
  }
  if (loaded.loaded.length === 0) throw new UsageError(`${label}: no tools in it (one folder per tool, with definition.ts and index.ts)`, scaffoldHint);
  return loaded;
}
