// A rebuild (npm start, npm test, npm run build) deletes and rewrites packages/cli/bundle and
// packages/web/dist/assets. A running `ctp serve` or `ctp mcp` loads tool chunks, its worker and
// web assets from there on first use, so it would answer "Cannot find module" after a rebuild.
// Instead it runs from hard links to the files of the build it started with (a few milliseconds):
// the build deletes those folders and writes new files, so the links keep the old ones alive.
// The snapshot is deleted when the process exits (or, after a crash, by the next start).
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Hard-links every file under `from` into `to` (same layout); false if the file system refuses. */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) linkTree(source, join(to, entry.name));
    else linkSync(source, join(to, entry.name));
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Snapshots bundle/ (and, with `web`, the web app and embed SDK it serves) under .run/<pid>/ of
 * the CLI package at `cliUrl`; returns the snapshot's entry, or undefined to run in place (nothing
 * to snapshot, or hard links unavailable). `ctp mcp` leaves the web assets out: linking their ~800
 * files cost ~70 ms of every stdio start, and it reads them only for MCP Apps resources.
 */
export function snapshotBuild(cliUrl, { web: withWeb = true } = {}) {
  const cli = fileURLToPath(cliUrl);
  const runs = join(cli, '.run');
  const web = join(cli, '../web/dist');
  const sdk = join(cli, '../embed/dist/embed.iife.js');
  try {
    for (const name of existsSync(runs) ? readdirSync(runs) : []) if (!alive(Number(name))) rmSync(join(runs, name), { recursive: true, force: true });
    const dir = join(runs, String(process.pid));
    rmSync(dir, { recursive: true, force: true });
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    linkTree(join(cli, 'bundle'), join(dir, 'bundle'));
    if (withWeb && !process.env.CTP_WEB_DIST && existsSync(join(web, 'web-manifest.json'))) {
      // the same layout as the checkout: the server finds the SDK at <web dist>/../../embed/dist.
      // The manifest (read on the first page request) and the SDK are rewritten in place by a
      // build, which a hard link would follow: those two small files are copied.
      linkTree(join(web, 'assets'), join(dir, 'web/dist/assets'));
      copyFileSync(join(web, 'web-manifest.json'), join(dir, 'web/dist/web-manifest.json'));
      if (existsSync(sdk)) {
        mkdirSync(join(dir, 'embed/dist'), { recursive: true });
        copyFileSync(sdk, join(dir, 'embed/dist/embed.iife.js'));
      }
      process.env.CTP_WEB_DIST = join(dir, 'web/dist');
    }
    return pathToFileURL(join(dir, 'bundle/ctp.js'));
  } catch {
    return undefined;
  }
}
