#!/usr/bin/env node
// Committed launcher, so npm can link the `ctp` bin before the first build.
// Prefers the esbuild bundle (fast start); falls back to the tsc output.
import { existsSync } from 'node:fs';

const bundle = new URL('../bundle/ctp.js', import.meta.url);
const dist = new URL('../dist/bin.js', import.meta.url);
const entry = existsSync(bundle) ? bundle : dist;
if (!existsSync(entry)) {
  process.stderr.write('ctp: not built yet. Run "npm install" (or "npm run build") at the repository root.\n');
  process.exit(70);
}
await import(entry.href);
