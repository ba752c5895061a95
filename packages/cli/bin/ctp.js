#!/usr/bin/env node
// Committed launcher, so npm can link the `ctp` bin before the first build.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/bin.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('ctp: not built yet. Run "npm install" (or "npm run build") at the repository root.\n');
  process.exit(70);
}
await import(entry.href);
