import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkToolDefinition } from '@ctp/tools/checks';
import { json as toJson, UsageError, type Io } from '../io.js';
import { CompileCache, CompileError, compileForNode, describeMessage, shown } from '../user-tools/compile.js';
import { DOCUMENT_KINDS, documentKind, documentProblems, type DocumentKind } from '../user-tools/documents.js';
import { DEFINITION_FILES, findToolFolders, INDEX_FILES, toolFolder } from '../user-tools/folders.js';
import { loadToolFolder, loadUserTools, type LoadedTool, type UserProblem } from '../user-tools/load.js';
import { checkedJson, formatChecked, summary, type Checked } from '../user-tools/report.js';

export const validateHelp = `Usage: ctp validate <file|folder|url>… [--json] [--as <kind>]

Checks CTP documents and your own tools against the reference schemas and the
rules of spec §5.3, and prints every problem with its JSON pointer and a fix.

  a tools folder         every tool in it (one folder per tool: definition + index),
                         compiled with esbuild, definitions checked as the catalog's are
  a tool folder          that tool
  definition.ts/.js      a tool definition module (default export)
  a .json file           a tool definition, a CTP manifest or an embed configuration
                         (told apart by their fields; --as says which)
  an http(s) URL         a served document, e.g. http://127.0.0.1:8787/.well-known/ctp-manifest.json

Options:
  --json                 print the results as JSON (for CI)
  --as <kind>            read JSON documents as ${DOCUMENT_KINDS.join(', ')}
  --timeout <ms>         time limit for fetching a URL (default 10000)
  -h, --help             show this help

Exit status: 0 valid (warnings allowed), 1 any error (or an input that could not be read), 2 usage error.`;

const MODULE_EXTENSIONS = new Set(['.ts', '.mts', '.js', '.mjs']);

const readFailure = (target: string, message: string, hint?: string): Checked => ({
  target,
  kind: 'unknown',
  problems: [{ check: 'read', severity: 'error', pointer: '', message, ...(hint ? { hint } : {}) }],
});

function fromLoaded(l: LoadedTool): Checked {
  return { target: l.report.folder, kind: 'tool', ...(l.report.id ? { id: l.report.id } : {}), problems: l.report.problems };
}

/** JSON text → its problems as a document of `kind` (or of the kind its fields say). */
function checkJsonText(target: string, text: string, as: DocumentKind | undefined): Checked {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return readFailure(target, `not JSON: ${(error as Error).message}`, 'Fix the JSON syntax (a trailing comma, a missing quote…).');
  }
  const kind = as ?? documentKind(doc);
  if (!kind)
    return readFailure(target, 'not a tool definition, CTP manifest or embed configuration', `Say which with --as ${DOCUMENT_KINDS.join('|')} (a manifest has ctpVersion and tools, a definition id and parameters, an embed configuration toolId).`);
  const id = kind === 'definition' && typeof (doc as { id?: unknown }).id === 'string' ? (doc as { id: string }).id : undefined;
  return { target, kind, ...(id ? { id } : {}), problems: documentProblems(kind, doc) };
}

/** A definition module outside a tool folder: compiled, its default export checked. */
async function checkModule(cache: CompileCache, file: string): Promise<Checked> {
  const target = shown(file);
  let url: string;
  try {
    url = (await compileForNode(cache, basename(file), { definition: file })).definition!;
  } catch (error) {
    const messages = error instanceof CompileError ? error.messages : [{ text: (error as Error).message }];
    return { target, kind: 'definition', problems: messages.map((m) => ({ check: 'compile', severity: 'error', pointer: '', message: describeMessage(m) })) };
  }
  let exported: unknown;
  try {
    exported = ((await import(url)) as { default?: unknown }).default;
  } catch (error) {
    return readFailure(target, `loading the module failed: ${(error as Error).message}`);
  }
  const tool = exported as { definition?: unknown; run?: unknown } | undefined;
  const spec = typeof tool?.run === 'function' ? tool.definition : exported;
  if (spec === undefined) return readFailure(target, 'the module has no default export', 'export default defineDefinition({ id, name, … })');
  const id = typeof (spec as { id?: unknown }).id === 'string' ? (spec as { id: string }).id : undefined;
  return { target, kind: 'definition', ...(id ? { id } : {}), problems: checkToolDefinition(spec) as UserProblem[] };
}

async function checkUrl(url: string, as: DocumentKind | undefined, timeoutMs: number): Promise<Checked> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } };
    const why = e.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (e.cause?.code ?? e.cause?.message ?? e.message);
    return readFailure(url, `could not fetch it: ${why}`, 'Check the URL and that the server is running.');
  }
  if (!response.ok) return readFailure(url, `the server answered ${response.status} ${response.statusText}`.trim(), 'A CTP service serves its manifest at /.well-known/ctp-manifest.json.');
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  const checked = checkJsonText(url, text, as);
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type))
    checked.problems.push({ check: 'http', severity: 'warning', pointer: '', message: `served as "${type || 'no content type'}"`, hint: 'Serve it as application/json (spec §9.5).' });
  return checked;
}

/** Everything under a folder: its tools, and the JSON documents beside them. */
async function checkFolder(cache: CompileCache, dir: string, as: DocumentKind | undefined): Promise<Checked[]> {
  const out: Checked[] = [];
  const self = toolFolder(dir);
  if (self) return [fromLoaded(await loadToolFolder(cache, self))];
  if (findToolFolders(dir).length > 0) out.push(...(await loadUserTools(dir, cache)).loaded.map(fromLoaded));
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'package.json' && n !== 'tsconfig.json').sort())
    out.push(checkJsonText(shown(join(dir, name)), readFileSync(join(dir, name), 'utf8'), as));
  if (out.length === 0) out.push(readFailure(shown(dir), 'no tools (folders with definition + index) and no JSON documents here', 'Point at a tools folder, a tool folder or a file; "ctp new <category>/<id>" scaffolds a tool.'));
  return out;
}

async function checkTarget(cache: CompileCache, target: string, as: DocumentKind | undefined, timeoutMs: number): Promise<Checked[]> {
  if (/^https?:\/\//i.test(target)) return [await checkUrl(target, as, timeoutMs)];
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return [readFailure(target, 'only http and https URLs can be fetched')];
  const path = resolve(target);
  let isDirectory: boolean;
  try {
    isDirectory = statSync(path).isDirectory();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return [readFailure(target, code === 'ENOENT' ? 'no such file or folder' : `cannot read it (${code ?? (error as Error).message})`)];
  }
  try {
    if (isDirectory) return await checkFolder(cache, path, as);
    const name = basename(path);
    const folder = [...DEFINITION_FILES, ...INDEX_FILES].includes(name) ? toolFolder(resolve(path, '..')) : undefined;
    if (folder && !(name.endsWith('.json') && as)) return [fromLoaded(await loadToolFolder(cache, folder))];
    if (extname(name) === '.json') return [checkJsonText(target, readFileSync(path, 'utf8'), as)];
    if (MODULE_EXTENSIONS.has(extname(name))) return [await checkModule(cache, path)];
    return [readFailure(target, `cannot tell what ${name} is`, 'Give a .json document, a .ts/.js definition module, a tool folder or a URL.')];
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return [readFailure(target, `cannot read it (${code ?? (error as Error).message})`)];
  }
}

export async function validate(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { json: { type: 'boolean', default: false }, as: { type: 'string' }, timeout: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    io.out(validateHelp);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('missing what to validate: a file, a folder or a URL', validateHelp);
  const as = values.as as DocumentKind | undefined;
  if (as !== undefined && !DOCUMENT_KINDS.includes(as)) throw new UsageError(`--as must be one of ${DOCUMENT_KINDS.join(', ')}, got "${values.as}"`);
  const timeoutMs = values.timeout === undefined ? 10_000 : Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) throw new UsageError(`--timeout must be a positive integer of milliseconds, got "${values.timeout}"`);

  const cache = new CompileCache();
  const checked: Checked[] = [];
  for (const target of positionals) checked.push(...(await checkTarget(cache, target, as, timeoutMs)));
  const { valid, errors, warnings } = summary(checked);
  if (values.json) io.out(toJson(checkedJson(checked)));
  else {
    io.out(formatChecked(checked));
    io.out(valid ? `valid: ${checked.length} checked${warnings ? `, ${warnings} warning(s)` : ''}` : `invalid: ${errors} error(s)${warnings ? `, ${warnings} warning(s)` : ''} in ${checked.length} checked`);
  }
  return valid ? 0 : 1;
}
