/**
 * Packs every workspace package as `npm publish` would (`npm pack`, running each package's
 * prepack/postpack) and installs the tarballs into empty folders outside the repository, the way
 * users get them. Third-party dependencies come from the npm cache the repository's own install
 * filled (`--prefer-offline`); the @ctp packages come only from the tarballs (the registry would
 * answer 404 for them).
 */
import { execFile } from 'node:child_process';
import { appendFileSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { delimiter, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');

export interface PackedPackage {
  name: string;
  version: string;
  /** Absolute path of the tarball. */
  tarball: string;
  /** Paths inside the package, as npm packed them. */
  files: string[];
}

/** npm as the running npm (`npm test` sets npm_execpath), else the one on PATH. */
function npmCommand(tool: 'npm' | 'npx'): [string, string[]] {
  const cli = process.env.npm_execpath;
  if (cli && /npm-cli\.js$/.test(cli)) return [process.execPath, [tool === 'npm' ? cli : cli.replace(/npm-cli\.js$/, 'npx-cli.js')]];
  return [tool, []];
}

/**
 * The environment of a user's shell: no npm_* variables from the `npm test` that runs this file
 * (npm_config_* would steer the nested npm back to the workspace), no NODE_OPTIONS/NODE_PATH, and
 * no PATH entry inside the repository (npm test puts node_modules/.bin first).
 */
export function userEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|NODE_|INIT_CWD$|VITEST|TEST$|CTP_)/i.test(key)) continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir && !(dir + sep).startsWith(ROOT + sep))
    .join(delimiter);
  env.npm_config_update_notifier = 'false';
  return { ...env, ...extra };
}

export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; input?: string; timeout?: number },
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      { cwd: options.cwd, env: options.env ?? userEnv(), timeout: options.timeout ?? 120_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    if (options.input !== undefined) child.stdin!.end(options.input);
  });
}

export async function npm(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeout?: number }) {
  const [command, pre] = npmCommand('npm');
  const result = await run(command, [...pre, ...args], { timeout: 600_000, ...options });
  if (result.code !== 0) throw new Error(`npm ${args.join(' ')} failed (${result.code}):\n${result.stderr.slice(-4000)}`);
  return result.stdout;
}

/** The npx users type, for the commands the documented MCP configurations run. */
export const NPX = npmCommand('npx');

/** `npm pack` of every workspace into `dest` (the packages' own prepack and postpack run). */
export async function packAll(dest: string): Promise<PackedPackage[]> {
  mkdirSync(dest, { recursive: true });
  // the repository's own environment (this is the developer packing), minus npm test's variables
  const stdout = await npm(['pack', '--workspaces', '--json', '--pack-destination', dest], { cwd: ROOT, env: { ...userEnv(), PATH: process.env.PATH } });
  const packed = JSON.parse(stdout.slice(stdout.indexOf('['))) as { name: string; version: string; filename: string; files: { path: string }[] }[];
  return packed.map((p) => ({ name: p.name, version: p.version, tarball: join(dest, p.filename), files: p.files.map((f) => f.path) }));
}

/** Installs tarballs into a new, empty project at `dir` (an ESM package, like a user's). */
export async function installTarballs(dir: string, tarballs: string[]): Promise<void> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'ctp-packed-install', private: true, type: 'module' }, null, 2));
  await npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs], { cwd: dir });
}

/** Every path under `dir` whose real location is outside `dir` (a symlink back into a workspace). */
export function escapingLinks(dir: string): string[] {
  const base = realpathSync(dir) + sep;
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (lstatSync(p).isSymbolicLink() && !(realpathSync(p) + sep).startsWith(base)) out.push(p);
      else if (e.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out;
}

/** Files under `dir` whose text names `needle` (an absolute path baked into a build). */
export function filesContaining(dir: string, needle: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && readFileSync(p).includes(needle)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/**
 * A module for `node --import` that logs every file URL the process resolves to `log`, so a test
 * can show that nothing was loaded from the repository.
 */
export function writeResolveTracer(dir: string, log: string): string {
  const hooks = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (result.url.startsWith('file:')) appendFileSync(${JSON.stringify(log)}, result.url + '\\n');
  return result;
}`;
  const file = join(dir, 'trace-resolve.mjs');
  writeFileSync(file, `import { register } from 'node:module';\nregister(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});\n`);
  appendFileSync(log, '');
  return file;
}
