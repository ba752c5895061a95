// What scripts/build.mjs needs to decide that a step can be skipped: a fingerprint of the step's
// inputs (path, size and modification time of every file, as make compares them) recorded when
// the step last succeeded, and the outputs it must find. An edited, added or removed input, or a
// missing output, makes the step stale.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = /\.(ts|mts|tsx|js|mjs|json|css|html|svg|txt|wasm)$/;
const TEST = /\.test\.ts$|[\\/]_test[\\/]/;
const TOOL_DEFINITION = /^packages\/tools\/src\/[^_/][^/]*\/[^/]+\/definition\.ts$/;
/** TypeScript sees .ts sources and the JSON they import; everything else is for the bundlers. */
const TS_INPUT = /\.(ts|mts|tsx|json)$/;

/** Files under `dir` (relative to root), recursively; none if it does not exist. */
function walk(root, dir, out = []) {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) walk(root, rel, out);
    else if (SOURCE.test(e.name)) out.push(rel);
  }
  return out;
}

function packages(root) {
  try {
    return readdirSync(join(root, 'packages'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/** The tool folders ({category, id}, sorted by id) from the definition files among `sources`. */
export function toolsOf(sources) {
  return sources
    .map((f) => TOOL_DEFINITION.exec(f) && f.split('/'))
    .filter(Boolean)
    .map((parts) => ({ category: parts[3], id: parts[4] }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Every workspace source file that is not a test, once per build run. */
export function listSources(root) {
  const files = [];
  for (const pkg of packages(root)) for (const f of walk(root, `packages/${pkg}/src`)) if (!TEST.test(f)) files.push(f);
  return files;
}

/** Files every step depends on: installed dependencies, compiler settings, the build itself. */
function common(root) {
  // (the root package.json's scripts do not change outputs; its dependencies show in the lock files)
  const files = ['package-lock.json', 'node_modules/.package-lock.json', 'tsconfig.json', 'tsconfig.base.json', 'scripts/build.mjs', 'scripts/build-state.mjs'];
  for (const pkg of packages(root)) files.push(`packages/${pkg}/package.json`, `packages/${pkg}/tsconfig.json`);
  return files;
}

/**
 * The build's steps: what each reads and what it must leave behind. `sources` is listSources().
 * The bundlers read the TypeScript output, so their inputs include the TypeScript sources.
 */
export function steps(root, sources) {
  const base = common(root);
  const under = (...dirs) => sources.filter((f) => dirs.some((d) => f.startsWith(`packages/${d}/src/`)));
  const core = under('core');
  return {
    // the tool index: evaluates every definition (with @ctp/core's helpers) and lists the folders
    index: {
      inputs: [...base, 'scripts/gen-tool-index.mjs', ...core, ...sources.filter((f) => TOOL_DEFINITION.test(f))],
      outputs: ['packages/tools/src/tools.generated.ts', 'packages/tools/src/loaders.generated.ts', 'packages/tools/src/handles.generated.ts'],
    },
    tsc: {
      inputs: [...base, ...sources.filter((f) => TS_INPUT.test(f))],
      outputs: packages(root)
        .filter((p) => existsSync(join(root, `packages/${p}/tsconfig.json`)))
        .map((p) => `packages/${p}/dist`),
    },
    embed: {
      inputs: [...base, 'packages/embed/build.mjs', ...under('embed')],
      outputs: ['packages/embed/dist/embed.iife.js', 'packages/embed/dist/embed.mjs'],
    },
    bundle: {
      inputs: [...base, 'scripts/bundle-cli.mjs', ...sources.filter((f) => TS_INPUT.test(f))],
      outputs: ['packages/cli/bundle/ctp.js', 'packages/cli/bundle/worker.js', 'packages/cli/bundle/tools-registry.js'],
    },
    web: {
      inputs: [...base, ...walk(root, 'packages/web/scripts'), ...under('web', 'tools', 'core', 'runtime', 'embed')],
      outputs: ['packages/web/dist/web-manifest.json', 'packages/web/dist/assets'],
    },
  };
}

/**
 * A digest of the files' paths, sizes and modification times (absent files count as absent).
 * `seen` carries each file's line between the steps of one run (most files feed several steps).
 */
export function fingerprint(root, files, seen = new Map()) {
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    let line = seen.get(file);
    if (line === undefined) {
      try {
        // npm rewrites the lock files on every install, unchanged or not: their content counts
        const stat = statSync(join(root, file));
        const version = LOCK_FILE.test(file) ? createHash('sha256').update(readFileSync(join(root, file))).digest('hex') : stat.mtimeMs;
        line = `${file}\0${stat.size}\0${version}\n`;
      } catch {
        line = `${file}\0-\n`;
      }
      seen.set(file, line);
    }
    hash.update(line);
  }
  return hash.digest('hex');
}

const STAMPS = 'node_modules/.cache/ctp/build-stamps.json';
const LOCK_FILE = /(^|\/)\.?package-lock\.json$/;

export function readStamps(root) {
  try {
    return JSON.parse(readFileSync(join(root, STAMPS), 'utf8'));
  } catch {
    return {};
  }
}

export function writeStamp(root, step, print) {
  const stamps = readStamps(root);
  stamps[step] = print;
  mkdirSync(join(root, STAMPS, '..'), { recursive: true });
  writeFileSync(join(root, STAMPS), JSON.stringify(stamps, null, 2) + '\n');
}

/** True when the step's inputs match its last successful run and its outputs are all there. */
export function isFresh(root, name, step, print, stamps = readStamps(root)) {
  return stamps[name] === print && step.outputs.every((f) => existsSync(join(root, f)));
}
