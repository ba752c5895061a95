#!/usr/bin/env node
// Committed launcher, so npm can link the `ctp` bin before the first build.
// Prefers the esbuild bundle (fast start); falls back to the tsc output.
// - Installed from the registry, the package carries the web app and the embed SDK beside the
//   bundle (web/dist, embed/dist): the server is pointed at them.
// - In a source checkout, `serve` and `mcp` run from a snapshot of this build (see
//   ./snapshot.js), so a rebuild under a long-running server cannot take its files away.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bundle = new URL('../bundle/ctp.js', import.meta.url);
const dist = new URL('../dist/bin.js', import.meta.url);
let entry = existsSync(bundle) ? bundle : dist;
if (!existsSync(entry)) {
  process.stderr.write('ctp: not built yet. Run "npm install" (or "npm run build") at the repository root.\n');
  process.exit(70);
}
const packagedWeb = new URL('../web/dist/', import.meta.url);
const checkout = existsSync(new URL('../src/bin.ts', import.meta.url));
if (!checkout && !process.env.CTP_WEB_DIST && existsSync(new URL('web-manifest.json', packagedWeb))) {
  process.env.CTP_WEB_DIST = fileURLToPath(packagedWeb);
} else if (checkout && entry === bundle && (process.argv[2] === 'serve' || process.argv[2] === 'mcp') && !process.env.CTP_NO_SNAPSHOT) {
  const { snapshotBuild } = await import('./snapshot.js');
  entry = snapshotBuild(new URL('..', import.meta.url), { web: process.argv[2] === 'serve' }) ?? entry;
}
await import(entry.href);
