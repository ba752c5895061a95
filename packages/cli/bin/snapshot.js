// A rebuild (npm start, npm test, npm run build) deletes and rewrites packages/cli/bundle and
// packages/web/dist/assets. A running `ctp serve` or `ctp mcp` loads tool chunks, its worker and
// web assets from there on first use, so it would answer "Cannot find module" after a rebuild.
// Instead it runs from hard links to the files of the build it started with: the build deletes
// those folders and writes new files, so the links keep the old ones alive.
//
// The bundle is linked once per build, not once per process: the build writes bundle/build-id
// (a content hash) last, the first start of that build links the bundle into .run/build-<id>/
// (built under a temporary name, then renamed into place), and every later start reuses it and
// only drops a marker file with its pid in .run/build-<id>/users/. `ctp mcp` is spawned by MCP
// clients at every start, and linking ~500 files each time cost ~100 ms of its cold start.
// A build whose generation is no longer current is deleted once no process using it runs.
// The web assets (`ctp serve` only) are still linked per process into .run/<pid>/, deleted at
// exit (or, after a crash, by the next start).
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Written by scripts/bundle-cli.mjs after every other bundle file. */
const BUILD_ID = 'build-id';
/** A generation no longer current is kept this long after its last user registered (a start racing the prune). */
const PRUNE_GRACE_MS = 10_000;

/**
 * Hard-links every file under `from` into `to` (same layout). The top-level `last` file is linked
 * after all others: if that link succeeds, the build that owned it had not been deleted yet, so no
 * file of a newer build can have been linked before it.
 */
function linkTree(from, to, last) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === last) continue;
    const source = join(from, entry.name);
    if (entry.isDirectory()) linkTree(source, join(to, entry.name));
    else linkSync(source, join(to, entry.name));
  }
  if (last) linkSync(join(from, last), join(to, last));
}

function alive(pid) {
  if (!(Number.isInteger(pid) && pid > 0)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

const readId = (file) => {
  try {
    const id = readFileSync(file, 'latin1').trim();
    return /^[0-9a-f]{8,64}$/.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
};

const names = (dir) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

/** Markers of the current generation whose process is gone pile up (a killed process leaves its own): swept now and then. */
const SWEEP_USERS_OVER = 64;

/** Removes what no running process uses: old per-process snapshots, unfinished and old generations. */
function prune(runs, current) {
  for (const name of existsSync(runs) ? readdirSync(runs) : []) {
    const dir = join(runs, name);
    const tmp = /\.tmp-(\d+)$/.exec(name);
    if (tmp) {
      if (!alive(Number(tmp[1]))) rmSync(dir, { recursive: true, force: true });
    } else if (/^\d+$/.test(name)) {
      if (!alive(Number(name))) rmSync(dir, { recursive: true, force: true });
    } else if (name.startsWith('build-')) {
      const users = join(dir, 'users');
      if (name === `build-${current}`) {
        const marks = names(users);
        if (marks.length > SWEEP_USERS_OVER) for (const pid of marks) if (!alive(Number(pid))) rmSync(join(users, pid), { force: true });
        continue;
      }
      let changed = 0;
      try {
        changed = statSync(users).mtimeMs;
      } catch {}
      if (Date.now() - changed > PRUNE_GRACE_MS && !names(users).some((pid) => alive(Number(pid)))) rmSync(dir, { recursive: true, force: true });
    }
  }
}

/**
 * The bundle's generation directory under `runs` (linked on first use) with this process
 * registered as a user; undefined when the bundle has no build id (an older or unfinished build)
 * or could not be linked whole.
 */
function bundleGeneration(bundle, runs, id) {
  if (!id) return undefined;
  const dir = join(runs, `build-${id}`);
  if (!existsSync(join(dir, 'bundle', BUILD_ID))) {
    const tmp = `${dir}.tmp-${process.pid}`;
    try {
      rmSync(tmp, { recursive: true, force: true });
      linkTree(bundle, join(tmp, 'bundle'), BUILD_ID);
      if (readId(join(tmp, 'bundle', BUILD_ID)) !== id) throw new Error('the build changed while it was linked');
      mkdirSync(join(tmp, 'users'));
      try {
        renameSync(tmp, dir);
      } catch (error) {
        if (!existsSync(join(dir, 'bundle', BUILD_ID))) throw error; // else another start linked it first
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  const marker = join(dir, 'users', String(process.pid));
  writeFileSync(marker, '');
  process.on('exit', () => rmSync(marker, { force: true }));
  // a prune that read no users just before our marker landed could have removed the generation
  return existsSync(join(dir, 'bundle', BUILD_ID)) ? join(dir, 'bundle') : undefined;
}

/**
 * Runs the CLI package at `cliUrl` from a snapshot of its build; returns the snapshot's entry, or
 * undefined to run in place (nothing to snapshot, or hard links unavailable). With `web`, the web
 * app and embed SDK it serves are linked too (per process); `ctp mcp` leaves them out: linking
 * their ~800 files cost ~70 ms of every stdio start, and it reads them only for MCP Apps resources.
 */
export function snapshotBuild(cliUrl, { web: withWeb = true } = {}) {
  const cli = fileURLToPath(cliUrl);
  const runs = join(cli, '.run');
  const bundle = join(cli, 'bundle');
  const web = join(cli, '../web/dist');
  const sdk = join(cli, '../embed/dist/embed.iife.js');
  const id = readId(join(bundle, BUILD_ID));
  try {
    prune(runs, id);
  } catch {}
  let own; // .run/<pid>/, when this process needs one
  const ownDir = () => {
    if (own) return own;
    own = join(runs, String(process.pid));
    rmSync(own, { recursive: true, force: true });
    process.on('exit', () => rmSync(own, { recursive: true, force: true }));
    return own;
  };
  try {
    let snapshot;
    try {
      snapshot = bundleGeneration(bundle, runs, id);
    } catch {}
    if (!snapshot) {
      snapshot = join(ownDir(), 'bundle');
      linkTree(bundle, snapshot, id && BUILD_ID);
    }
    if (withWeb && !process.env.CTP_WEB_DIST && existsSync(join(web, 'web-manifest.json'))) {
      // the same layout as the checkout: the server finds the SDK at <web dist>/../../embed/dist.
      // The manifest (read on the first page request) and the SDK are rewritten in place by a
      // build, which a hard link would follow: those two small files are copied.
      const dir = ownDir();
      linkTree(join(web, 'assets'), join(dir, 'web/dist/assets'));
      copyFileSync(join(web, 'web-manifest.json'), join(dir, 'web/dist/web-manifest.json'));
      if (existsSync(sdk)) {
        mkdirSync(join(dir, 'embed/dist'), { recursive: true });
        copyFileSync(sdk, join(dir, 'embed/dist/embed.iife.js'));
      }
      process.env.CTP_WEB_DIST = join(dir, 'web/dist');
    }
    return pathToFileURL(join(snapshot, 'ctp.js'));
  } catch {
    return undefined;
  }
}
