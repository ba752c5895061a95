/**
 * Compiles users' tools (TypeScript or JavaScript ES modules, JSON definitions) with esbuild into
 * a private folder this process imports from, and its worker threads too. `@ctp/core` is this
 * CLI's own copy, bundled into each tool, whatever the user's folder has installed (types for an
 * editor may come from npm; the code the tool runs with is ours). esbuild loads on first use
 * only: it is a native binary, and `ctp run` never needs it.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildFailure, Message, Plugin } from 'esbuild';

/**
 * The file users' `@ctp/core` imports resolve to: inside the CLI bundle a plain ES module of core
 * beside its chunks (written by scripts/bundle-cli.mjs: the bundle's own copy sits in hashed
 * chunks without its export names); from the TypeScript build, the workspace's package.
 */
export const USER_CORE_FILE = 'ctp-core.js';

function coreFile(): string {
  const bundled = new URL(`./${USER_CORE_FILE}`, import.meta.url);
  if (existsSync(bundled)) return fileURLToPath(bundled);
  return fileURLToPath(import.meta.resolve('@ctp/core'));
}

const PREFIX = 'ctp-user-tools-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // someone else's process
  }
}

/**
 * Folders of processes that ended without their exit handler (killed with SIGKILL, or before
 * they installed it): each folder names its process, so one whose process is gone is removed.
 */
export function removeAbandonedCaches(root = tmpdir()): void {
  let names: string[];
  try {
    names = readdirSync(root);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^ctp-user-tools-(\d+)-/.exec(name)?.[1] ?? NaN);
    if (!Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
    try {
      rmSync(join(root, name), { recursive: true, force: true });
    } catch {
      // another process got there first, or it is not ours to remove
    }
  }
}

/** Where compiled files live for this process; removed when it exits (or by a later start, see above). */
export class CompileCache {
  readonly dir: string;
  readonly coreFile = coreFile();
  #next = 0;

  constructor() {
    removeAbandonedCaches();
    this.dir = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`));
    process.once('exit', () => rmSync(this.dir, { recursive: true, force: true }));
  }

  /** A fresh folder for one build. */
  folder(name: string): string {
    const dir = join(this.dir, `${name.replace(/[^a-z0-9-]/gi, '_')}-${this.#next++}`);
    mkdirSync(dir, { recursive: true });
    return dir;
  }
}

/** A problem esbuild found, with where it is. */
export interface CompileMessage {
  text: string;
  file?: string;
  line?: number;
  column?: number;
}

export class CompileError extends Error {
  constructor(readonly messages: CompileMessage[]) {
    super(messages.map(describeMessage).join('; '));
    this.name = 'CompileError';
  }
}

export function describeMessage(m: CompileMessage): string {
  return m.file ? `${shown(m.file)}:${m.line}:${m.column}: ${m.text}` : m.text;
}

function toMessages(messages: readonly Message[], cwd: string): CompileMessage[] {
  return messages.map((m) => ({
    text: m.text,
    ...(m.location ? { file: join(cwd, m.location.file), line: m.location.line, column: m.location.column + 1 } : {}),
  }));
}

async function esbuild(): Promise<typeof import('esbuild')> {
  try {
    return await import('esbuild');
  } catch (error) {
    throw new CompileError([{ text: `esbuild, which compiles your tools, could not be loaded (${(error as Error).message}): reinstall @ctp/cli` }]);
  }
}

/** Users' imports of `@ctp/core` are ours; any other `@ctp/` package is refused with what to use instead. */
function ctpImports(cache: CompileCache): Plugin {
  return {
    name: 'ctp-user-imports',
    setup(build) {
      build.onResolve({ filter: /^@ctp\// }, (args) => {
        if (args.path === '@ctp/core') return { path: cache.coreFile };
        return { errors: [{ text: `${args.path} is not available to your tools: import @ctp/core (defineDefinition, defineTool, success, failure and the helpers)` }] };
      });
    },
  };
}

/** Entry name → compiled file URL. */
export type NodeBuild = Record<string, string>;

/**
 * Builds `entries` (name → source file) for Node into one folder; a module both entries import
 * (a tool's definition) is one shared chunk, so the definition object is the same in both.
 */
export async function compileForNode(cache: CompileCache, name: string, entries: Record<string, string>): Promise<NodeBuild> {
  const { build } = await esbuild();
  const outdir = cache.folder(name);
  const cwd = dirname(Object.values(entries)[0]!);
  try {
    await build({
      absWorkingDir: cwd,
      entryPoints: entries,
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      outExtension: { '.js': '.mjs' },
      // CommonJS dependencies call require(); give the ES module one
      banner: { js: "import { createRequire as __ctpRequire } from 'node:module'; const require = __ctpRequire(import.meta.url);" },
      sourcemap: 'inline',
      logLevel: 'silent',
      plugins: [ctpImports(cache)],
    });
  } catch (error) {
    const failure = error as Partial<BuildFailure>;
    throw new CompileError(failure.errors?.length ? toMessages(failure.errors, cwd) : [{ text: (error as Error).message }]);
  }
  return Object.fromEntries(Object.keys(entries).map((entry) => [entry, pathToFileURL(join(outdir, `${entry}.mjs`)).href]));
}

/** `file` relative to the current directory, for messages. */
export function shown(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') ? rel : file;
}
