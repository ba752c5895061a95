// Writes the derived catalog files from the folder layout src/<category>/<tool-id>/{definition.ts,index.ts}
// and from the definitions themselves: the catalog is derived, never listed by hand.
//   src/tools.generated.ts    definitions + lazy loaders + folders
//   src/loaders.generated.ts  lazy loaders only (the browser bundle)
//   src/handles.generated.ts  kind of input → the tools that open it (from each definition's `handles`)
// It refuses a folder whose name is not its tool's id, and an id used twice, with a message saying which.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import { buildSync } from 'esbuild';

export class ToolIndexError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ToolIndexError';
  }
}

/** The tool folders, sorted by id; duplicate ids (one folder name in two categories) refused. */
function toolFolders(src) {
  const tools = [];
  const seen = new Map();
  for (const category of readdirSync(src, { withFileTypes: true })) {
    if (!category.isDirectory() || category.name.startsWith('_')) continue;
    for (const tool of readdirSync(join(src, category.name), { withFileTypes: true })) {
      if (!tool.isDirectory()) continue;
      const dir = join(src, category.name, tool.name);
      if (!existsSync(join(dir, 'definition.ts')) || !existsSync(join(dir, 'index.ts'))) {
        throw new ToolIndexError(`tool folder ${category.name}/${tool.name} needs definition.ts and index.ts`);
      }
      const other = seen.get(tool.name);
      if (other) throw new ToolIndexError(`tool id "${tool.name}" is used twice: ${other}/${tool.name} and ${category.name}/${tool.name} (tool ids are unique across categories)`);
      seen.set(tool.name, category.name);
      tools.push({ category: category.name, id: tool.name });
    }
  }
  return tools.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * Every definition, evaluated: the definition files (pure data plus @ctp/core helpers) bundled
 * in memory by esbuild and run in this process. Node 20 has no TypeScript loader, and a
 * definition's data (handles, parameters) is only known once its module has run.
 */
function evaluateDefinitions(root, src, tools) {
  const entry = [
    "import { mainInputParameter } from '@ctp/core';",
    ...tools.map((t, i) => `import d${i} from './${t.category}/${t.id}/definition.ts';`),
    `export const definitions = [${tools.map((_, i) => `d${i}`).join(', ')}];`,
    'export { mainInputParameter };',
  ].join('\n');
  let code;
  try {
    const result = buildSync({
      stdin: { contents: entry, resolveDir: src, sourcefile: 'definitions-entry.ts', loader: 'ts' },
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      conditions: ['ctp-source'],
      // @ctp/core from this repository even for a tree elsewhere (the generator's tests build one)
      nodePaths: [fileURLToPath(new URL('../node_modules', import.meta.url))],
      logLevel: 'silent',
      absWorkingDir: root,
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    const first = error.errors?.[0];
    const where = first?.location ? `${first.location.file}:${first.location.line}: ` : '';
    throw new ToolIndexError(`the tool definitions could not be bundled: ${where}${first?.text ?? error.message}`);
  }
  const module = { exports: {} };
  const run = new Script(`(function (module, exports, require) {${code}\n})`, { filename: 'definitions-bundle.cjs' }).runInThisContext();
  run(module, module.exports, createRequire(join(src, 'index.ts')));
  return module.exports;
}

/** Each folder must hold the definition of the tool it is named after. */
function checkIds(tools, definitions, src, root) {
  tools.forEach((t, i) => {
    const id = definitions[i]?.id;
    if (id !== t.id) {
      const file = relative(root, join(src, t.category, t.id, 'definition.ts'));
      throw new ToolIndexError(
        `${file} declares the tool id ${JSON.stringify(id)}, but its folder is named "${t.id}": a tool folder is named after its tool's id (rename the folder to ${t.category}/${id} or fix the id)`,
      );
    }
  });
}

/** kind → the tools that open it: featured tools first, then by id; each with the parameter the pasted text fills. */
function handlersByKind(definitions, mainInputParameter) {
  const byKind = new Map();
  const ordered = [...definitions].sort((a, b) => Number(Boolean(b.featured)) - Number(Boolean(a.featured)) || (a.id < b.id ? -1 : 1));
  for (const d of ordered) {
    // the main input (what stdin and recipes fill), else the first required parameter that takes text
    const input = mainInputParameter(d)?.name ?? d.parameters.find((p) => p.required && !['boolean', 'number', 'select', 'file'].includes(p.type))?.name;
    for (const h of d.handles ?? []) {
      const list = byKind.get(h.kind) ?? [];
      const fills = h.input ?? input;
      list.push({ id: d.id, name: d.name, ...(h.params ? { params: h.params } : {}), ...(fills ? { input: fills } : {}) });
      byKind.set(h.kind, list);
    }
  }
  return [...byKind.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

export function generateToolIndex(root) {
  const src = join(root, 'packages/tools/src');
  const tools = toolFolders(src);
  const { definitions, mainInputParameter } = evaluateDefinitions(root, src, tools);
  checkIds(tools, definitions, src, root);
  const ident = (id) => 'd_' + id.replace(/-/g, '_');
  const header = '// Generated by scripts/gen-tool-index.mjs from the folder layout. Do not edit.';
  const lines = [
    header,
    "import type { Tool, ToolSpec } from '@ctp/core';",
    ...tools.map((t) => `import ${ident(t.id)} from './${t.category}/${t.id}/definition.js';`),
    '',
    '/** Every definition, sorted by id. Importing this never imports a tool library. */',
    'export const definitions: readonly ToolSpec[] = [',
    ...tools.map((t) => `  ${ident(t.id)},`),
    '];',
    '',
    '/** Folder of each tool, relative to src/ (for tests and docs). */',
    'export const folders: Readonly<Record<string, string>> = {',
    ...tools.map((t) => `  '${t.id}': '${t.category}/${t.id}',`),
    '};',
    '',
    '/** Lazy loaders: a tool module (and its libraries) is imported on first execution. */',
    'export const loaders: Readonly<Record<string, () => Promise<{ default: Tool }>>> = {',
    ...tools.map((t) => `  '${t.id}': () => import('./${t.category}/${t.id}/index.js'),`),
    '};',
    '',
  ];
  writeIfChanged(join(src, 'tools.generated.ts'), lines.join('\n'));
  // Loaders only, for the browser bundle: a page must not ship every definition, and
  // each dynamic import becomes one chunk per tool (esbuild splitting).
  const loaderLines = [
    header,
    "import type { Tool } from '@ctp/core';",
    '',
    '/** Lazy loaders only (no definitions): a tool module is imported on first use. */',
    'export const loaders: Readonly<Record<string, () => Promise<{ default: Tool }>>> = {',
    ...tools.map((t) => `  '${t.id}': () => import('./${t.category}/${t.id}/index.js'),`),
    '};',
    '',
  ];
  writeIfChanged(join(src, 'loaders.generated.ts'), loaderLines.join('\n'));
  const handles = handlersByKind(definitions, mainInputParameter);
  const handlesLines = [
    "// Generated by scripts/gen-tool-index.mjs from the definitions' `handles`. Do not edit.",
    "import type { InputKind } from '@ctp/core';",
    '',
    '/** A tool that opens a kind of input: the params to preset, and the parameter the input fills. */',
    'export interface KindHandler {',
    '  id: string;',
    '  name: string;',
    '  params?: Record<string, unknown>;',
    '  input?: string;',
    '}',
    '',
    '/** Kind of input → the tools that declare they open it (featured first, then by id). */',
    'export const handlers: Readonly<Partial<Record<InputKind, readonly KindHandler[]>>> = {',
    ...handles.map(([kind, list]) => `  ${JSON.stringify(kind)}: ${JSON.stringify(list)},`),
    '};',
    '',
  ];
  writeIfChanged(join(src, 'handles.generated.ts'), handlesLines.join('\n'));
  return tools;
}

function writeIfChanged(file, next) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== next) writeFileSync(file, next);
}

// `node scripts/gen-tool-index.mjs` regenerates the index on its own (handy while writing a tool).
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const tools = generateToolIndex(new URL('..', import.meta.url).pathname);
    console.error(`gen-tool-index: ${tools.length} tools`);
  } catch (error) {
    if (!(error instanceof ToolIndexError)) throw error;
    console.error(`gen-tool-index: ${error.message}`);
    process.exit(1);
  }
}
